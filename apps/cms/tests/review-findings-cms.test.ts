import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { signClaim } from '@tate/contracts/signed-claim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createFamily, createParent, uploadFile, type TestFamily } from './children-support';
import { startFakeStripe, type FakeStripe } from './fake-stripe/server';

// Issue 37 item 5, the CMS side of the review's open findings: one describe per finding.
// See docs/decisions/2026-11-26-review-findings-cms.md.

let family: TestFamily;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.stop();
});
// Stripe is configured (the fake's), as in production, where a renewal used to create a Stripe customer.
const cms = cmsForTests(() => ({
  REDIS_URL: '',
  WEB_PUBLIC_URL: 'https://tate.example',
  RATE_LIMIT_RENEWAL_SUBSCRIPTION_MAX: '3',
  STRIPE_SECRET_KEY: 'sk_test_findings',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: 'http',
}));
beforeAll(async () => {
  family = await createFamily(cms, 'findings-family@example.com');
});

/** Every file and folder under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

type Unfinished = { status: number | 'no answer'; message?: string; tempFiles: string[] };

/**
 * Sends the head of a child form and `bytes` of its photo, then waits without ending the body: only a server that
 * answers before reading the body answers at all. Resolves with the answer (or 'no answer' after a few seconds) and
 * what the upload temp folder held at that moment.
 */
function unfinishedChildForm(method: string, apiPath: string, headers: Record<string, string>, bytes: number): Promise<Unfinished> {
  const { hostname, port } = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method,
      path: apiPath,
      headers: { 'content-type': 'multipart/form-data; boundary=tate', 'content-length': String(bytes + 1024 * 1024), ...headers },
    });
    const finish = (answer: Omit<Unfinished, 'tempFiles'>) => {
      clearTimeout(timer);
      resolve({ ...answer, tempFiles: filesUnder(cms.dirs.uploadTemp) });
      request.destroy();
    };
    const timer = setTimeout(() => finish({ status: 'no answer' }), 5000);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { response_message?: string };
        finish({ status: response.statusCode ?? 0, message: body.response_message });
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.write('--tate\r\nContent-Disposition: form-data; name="name"\r\n\r\nMia\r\n');
    request.write('--tate\r\nContent-Disposition: form-data; name="profileImg"; filename="mia.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
    request.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes, 0x5a)]));
  });
}

describe('child form: the parent is authenticated before the body is read', () => {
  it.each([
    ['POST', '/api/children', {}],
    ['POST', '/api/children', { authtoken: 'not-a-token' }],
    ['PUT', '/api/children/some-child', {}],
    ['PUT', '/api/children/some-child', { authorization: 'Bearer not-a-token' }],
  ])('%s %s with %j: 401 before any of a 3 MB photo reaches the temp folder', async (method, apiPath, headers) => {
    const answer = await unfinishedChildForm(method, apiPath, headers, 3 * 1024 * 1024);
    expect(answer).toEqual({ status: 401, message: 'Unauthorized', tempFiles: [] });
  });
});

/** A child form with one photo, as the apps send it. */
function childForm(photo: Buffer, fileName: string, type: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Mia', dateOfBirth: '2019-05-04', theme: '["Animals"]', parentId: family.parent.documentId })) {
    form.append(key, value);
  }
  form.append('profileImg', new Blob([photo], { type }), fileName);
  return form;
}

async function sendPhoto(photo: Buffer, fileName: string, type = 'image/jpeg') {
  return api(cms.url, '/children', { token: family.parent.token, form: childForm(photo, fileName, type) });
}

/** The stored photo of a created child, as the app downloads it through its signed URL. */
async function storedPhoto(created: Awaited<ReturnType<typeof sendPhoto>>): Promise<Buffer> {
  const { imagePath } = created.body.response_data as { imagePath: string };
  const served = await fetch(`${cms.url}${imagePath}`);
  expect(served.status).toBe(200);
  return Buffer.from(await served.arrayBuffer());
}

/** A real 4x4 PNG whose header says it is `width` x `height`: what a decompression bomb looks like before decoding. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#88aacc' } }).png().toBuffer();
  // IHDR is the first chunk: length (4) at 8, type at 12, width at 16, height at 20, its CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** An uncompressed 24-bit BMP of the given size (BITMAPINFOHEADER). */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height, 0x80);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(row * height, 34);
  return file;
}

describe("child photos: at most 1024 px on the long side, and a clear 400 for what is not one", () => {
  it.each([
    ['a 4000 x 3000 jpg', () => sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#88aacc' } }).jpeg().toBuffer(), 'big.jpg'],
    ['a 1500 x 6000 png', () => sharp({ create: { width: 1500, height: 6000, channels: 3, background: '#cc8844' } }).png().toBuffer(), 'tall.png'],
  ])('stores %s at most 1024 px on its longest side, its proportions kept', async (_name, make, fileName) => {
    const original = await sharp(await make()).metadata();
    const created = await sendPhoto(await make(), fileName, fileName.endsWith('png') ? 'image/png' : 'image/jpeg');
    expect(created.status).toBe(200);
    const stored = await sharp(await storedPhoto(created)).metadata();
    expect(Math.max(stored.width, stored.height)).toBe(1024);
    expect(stored.width / stored.height).toBeCloseTo(original.width / original.height, 2);
  });

  it('keeps a small photo at its own size', async () => {
    const created = await sendPhoto(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#88aacc' } }).jpeg().toBuffer(), 'small.jpg');
    expect(await sharp(await storedPhoto(created)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['garbage bytes named photo.jpg', () => Buffer.from('this is not a photo at all, just some text'), 'Photo must be a jpg, jpeg, png or bmp image'],
    [
      'a jpg broken after its first bytes',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('broken photo '.repeat(200))]),
      'Photo could not be read: send a jpg, jpeg, png or bmp image',
    ],
  ])('answers %s with 400 and says why, storing nothing', async (_name, bytes, message) => {
    const before = filesUnder(cms.dirs.privateMedia);
    const answer = await sendPhoto(bytes(), 'photo.jpg');
    expect({ status: answer.status, code: answer.body.response_code, message: answer.body.response_message }).toEqual({ status: 400, code: 400, message });
    expect(filesUnder(cms.dirs.privateMedia)).toEqual(before);
  });

  it('refuses a decompression bomb (a small png that says it is 20000 x 20000) with 400, before decoding it', async () => {
    const before = filesUnder(cms.dirs.privateMedia);
    const answer = await sendPhoto(await pngClaiming(20_000, 20_000), 'bomb.png', 'image/png');
    expect({ status: answer.status, message: answer.body.response_message }).toEqual({
      status: 400,
      message: 'Photo has too many pixels: send one of at most 100 megapixels',
    });
    expect(filesUnder(cms.dirs.privateMedia)).toEqual(before);
    // The CMS is still up and takes the next photo.
    expect((await sendPhoto(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), 'next.png', 'image/png')).status).toBe(200);
  });

  it('stores a small bmp as it is and refuses one larger than 1024 px, which it cannot make smaller', async () => {
    const small = await sendPhoto(bmp(40, 30), 'mia.bmp', 'image/bmp');
    expect(small.status).toBe(200);
    expect((await storedPhoto(small)).equals(bmp(40, 30))).toBe(true);
    const large = await sendPhoto(bmp(1300, 20), 'wide.bmp', 'image/bmp');
    expect({ status: large.status, message: large.body.response_message }).toEqual({
      status: 400,
      message: 'A bmp photo must be at most 1024 pixels wide and high: send a jpg or png of any size instead',
    });
  });
});

describe("family data: private, no-store on every parent's answer", () => {
  it.each([
    ['/children/all', { method: 'POST', json: {} }],
    ['/children/:child', { method: 'GET' }],
    ['/children/:child/profile', { method: 'GET' }],
    ['/child-history/all', { method: 'POST', json: { childId: ':child' } }],
    ['/get-child-favouritelist', { method: 'POST', json: { childId: ':child' } }],
    ['/fetch-video-duration', { method: 'POST', json: { child_id: ':child' } }],
    ['/getDetail', { method: 'POST', json: {} }],
  ])('%s answers Cache-Control: private, no-store', async (route, call) => {
    const withChild = (value: string) => value.replace(':child', family.childId);
    const json = 'json' in call ? Object.fromEntries(Object.entries(call.json).map(([key, value]) => [key, withChild(value)])) : undefined;
    const response = await fetch(`${cms.url}/api${withChild(route)}`, {
      method: call.method,
      headers: { authtoken: family.parent.token, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves public content with its public caching', async () => {
    const file = await uploadFile(cms.strapi, 'findings-cover.png', await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer(), 'image/png');
    const upload = await fetch(`${cms.url}${file.url}`);
    expect(upload.status).toBe(200);
    expect(upload.headers.get('cache-control')).toBe('public, max-age=86400');
    const faqs = await fetch(`${cms.url}/api/faqs`);
    expect(faqs.status).toBe(200);
    expect(faqs.headers.get('cache-control') ?? '').not.toMatch(/private|no-store/);
  });
});

/** Headers the web adds for a visitor (CONTRACTS.md), signed with this run's CLIENT_ADDRESS_SECRET: one rate-limit bucket each. */
function visitor(address: string): Record<string, string> {
  return { 'x-tate-client-address': address, 'x-tate-client-signature': signClaim(address, process.env.CLIENT_ADDRESS_SECRET as string, Date.now()) };
}

type Renewal = { status: number; code: number; message: string; data: unknown };

async function renew(client: Record<string, string>, email: string): Promise<Renewal> {
  const response = await fetch(`${cms.url}/api/renewalSubscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client },
    body: JSON.stringify({ email, plan: 'year', check: true, expiryDate: null, planId: 'year' }),
  });
  const body = (await response.json()) as { response_code: number; response_message: string; response_data?: unknown };
  return { status: response.status, code: body.response_code, message: body.response_message, data: body.response_data };
}

/** The answer with its one per-request part (the signed link in the address) left out: what tells accounts apart. */
function shape(answer: Renewal): Omit<Renewal, 'data'> & { address: string } {
  const address = new URL(String(answer.data));
  address.searchParams.delete('link');
  return { status: answer.status, code: answer.code, message: answer.message, address: address.toString() };
}

/** Where following a renewal link sends the browser. */
async function follow(answer: Renewal, client: Record<string, string>): Promise<string | null> {
  const response = await fetch(String(answer.data), { redirect: 'manual', headers: client });
  expect(response.status).toBe(302);
  return response.headers.get('location');
}

describe('/renewalSubscription: limited per client, the same answer for any e-mail, nothing created on asking', () => {
  it('answers an unknown e-mail as it answers a known one, and creates nothing in Stripe for either', async () => {
    await createParent(cms.strapi, 'findings-renew@example.com', { expired: true });
    const stripeCalls = stripe.requests.length;
    const known = await renew(visitor('192.0.2.201'), 'findings-renew@example.com');
    const unknown = await renew(visitor('192.0.2.202'), 'findings-nobody@example.com');
    expect(known.code).toBe(200);
    expect(shape(unknown)).toEqual(shape(known));
    expect(stripe.requests.slice(stripeCalls)).toEqual([]);
  });

  it("starts the checkout (and the Stripe customer) only when an account's link is followed", async () => {
    await createParent(cms.strapi, 'findings-follow@example.com', { expired: true });
    const stripeCalls = stripe.requests.length;
    expect(await follow(await renew(visitor('192.0.2.203'), 'findings-nobody-2@example.com'), visitor('192.0.2.213'))).toBe('https://tate.example/login');
    expect(stripe.requests.slice(stripeCalls)).toEqual([]);
    expect(await follow(await renew(visitor('192.0.2.223'), 'findings-follow@example.com'), visitor('192.0.2.233'))).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    expect(stripe.requests.slice(stripeCalls).map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
  });

  it('sends a forged link back to the renewal form', async () => {
    const response = await fetch(`${cms.url}/api/renewal-checkout?link=not-a-link`, { redirect: 'manual', headers: visitor('192.0.2.204') });
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 302, location: 'https://tate.example/subscription-renewal' });
  });

  it('limits each client, whichever e-mail it asks about', async () => {
    const client = visitor('192.0.2.205');
    for (let i = 0; i < 3; i += 1) expect((await renew(client, `findings-guess-${i}@example.com`)).status).toBe(200);
    const refused = await renew(client, 'findings-guess-4@example.com');
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 429, message: 'Too many requests. Please wait a moment and try again.' });
    expect((await renew(visitor('192.0.2.206'), 'findings-guess-4@example.com')).status).toBe(200);
  });
});
