import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { signClaim } from '@tate/contracts/signed-claim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { filesHolding } from './admin-support';
import { startFakeStripe } from './fake-stripe/server';
import { readMails } from './accounts-helpers';
import { createStrapi } from './strapi-cjs';
import { api, createCategory, createMedia, createParent, uploadFile, type TestParent } from './children-support';
import { CMS_SECRET_NAMES } from '../src/security/secrets';

// Security review (issue 9), CMS side: one describe per finding. See docs/decisions/security-review-cms.md.

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-review-mail-'));
let subscriber: TestParent;
let paidId: string;
let paidName: string;

/** Bytes no other response could contain by chance. */
const PAID_MARKER = 'TATE-PAID-AUDIO-BYTES';
const PAID_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from(PAID_MARKER), Buffer.alloc(2048, 0xff)]);

/** An HS256 JWT, made by hand so the test shows exactly what a forger could make. */
function signJwt(payload: Record<string, unknown>, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with the path sent exactly as written (fetch would normalise `/./`, `%2e` and `//`). */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers the web adds for a visitor (CONTRACTS.md), signed with this run's CLIENT_ADDRESS_SECRET. */
function visitor(address: string, time = Date.now(), secret = process.env.CLIENT_ADDRESS_SECRET as string): Record<string, string> {
  return { 'x-tate-client-address': address, 'x-tate-client-signature': signClaim(address, secret, time) };
}

async function postAs(headers: Record<string, string>, apiPath: string, body: unknown): Promise<{ status: number; code: number }> {
  const response = await fetch(`${cms.url}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { response_code?: number };
  return { status: response.status, code: parsed.response_code ?? response.status };
}

afterAll(() => {
  fs.rmSync(mailDir, { recursive: true, force: true });
});
const cms = cmsForTests({
  REDIS_URL: '',
  RATE_LIMIT_CHECK_USER_MAX: '2',
  RATE_LIMIT_COUPONVERIFY_MAX: '2',
  RATE_LIMIT_LOGIN_EMAIL_MAX: '3',
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL_MAX: '2',
  RATE_LIMIT_REGISTER_MAX: '2',
  RATE_LIMIT_SIGNUP_BY_COUPON_MAX: '2',
  RATE_LIMIT_RENEWAL_BY_COUPON_MAX: '2',
  RATE_LIMIT_WELCOME_EMAIL_MAX: '2',
  RATE_LIMIT_EMAIL_MAX: '2',
  WEB_PUBLIC_URL: 'https://tate.example',
  MAIL_CAPTURE_DIR: mailDir,
  CORS_ORIGINS: '',
});
beforeAll(async () => {
  subscriber = await createParent(cms.strapi, 'review-sub@example.com');
  const categoryId = await createCategory(cms.strapi);
  const paidFile = await uploadFile(cms.strapi, 'review-paid.mp3', PAID_BYTES, 'audio/mpeg');
  paidName = paidFile.url.replace('/uploads/', '');
  paidId = await createMedia(cms.strapi, { title: 'Review paid story', accessLevel: 'paid', categoryId, fileId: paidFile.id });
});

describe('1. paid media never leave through /uploads', () => {
  it('keeps the paid file out of the public folder', () => {
    expect(fs.existsSync(path.join(cms.dirs.public, 'uploads', paidName))).toBe(false);
    expect(fs.readFileSync(path.join(cms.dirs.privateMedia, paidName)).equals(PAID_BYTES)).toBe(true);
  });

  it('answers no spelling of its /uploads path with its bytes', async () => {
    const name = paidName;
    const encodedFirst = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
    const spellings = [
      `/uploads/${name}`,
      `/uploads//${name}`,
      `//uploads/${name}`,
      `/uploads/./${name}`,
      `/./uploads/${name}`,
      `/uploads/%2e/${name}`,
      `/uploads/%2E/${name}`,
      `/uploads/x/../${name}`,
      `/uploads/x/%2e%2e/${name}`,
      `/uploads/${name}/`,
      `/uploads/${name}/.`,
      `/uploads%2F${name}`,
      `/uploads%2f${name}`,
      `/uploads/%2F${name}`,
      `/uploads\\${name}`,
      `/uploads%5C${name}`,
      `/UPLOADS/${name}`,
      `/Uploads/${name}`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${encodedFirst}`,
      `/uploads/${encodeURIComponent(name).replace(/\./g, '%2E')}`,
      `/uploads/${name}?download=1`,
      `/uploads/${name}#x`,
      `/uploads/${name};x`,
      `/uploads/${name}%00`,
      `/uploads/${name}.`,
      `/api/../uploads/${name}`,
      `/api/media-access/files/${name}`,
      `/api/media-access/files/..%2F..%2Fuploads%2F${name}`,
    ];
    for (const spelling of spellings) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await raw(method, spelling, { range: 'bytes=0-' });
        expect({ spelling, method, served: answer.status >= 200 && answer.status < 300 }).toEqual({ spelling, method, served: false });
        expect(answer.body.includes(PAID_MARKER)).toBe(false);
      }
    }
  });

  it('still serves an entitled parent through the signed route, with Range', async () => {
    const one = await api(cms.url, `/category/media/${paidId}`, { method: 'GET', token: subscriber.token });
    const signed = (one.body.response_data as { filename: string }).filename;
    expect(signed).toMatch(/^\/api\/media-access\/files\/.+\?expires=\d+&signature=/);
    const part = await fetch(`${cms.url}${signed}`, { headers: { Range: 'bytes=10-30' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe(PAID_BYTES.subarray(10, 31).toString());
  });

  it('moves the file back to the public folder when the meditation becomes free, and out again when paid', async () => {
    const meditations = cms.strapi.documents('api::meditation.meditation');
    await meditations.update({ documentId: paidId, data: { accessLevel: 'free' } } as never);
    // The published version is still paid until the change is published.
    expect((await raw('GET', `/uploads/${paidName}`)).status).toBe(404);
    await meditations.publish({ documentId: paidId } as never);
    const free = await raw('GET', `/uploads/${paidName}`);
    expect(free.status).toBe(200);
    await meditations.update({ documentId: paidId, data: { accessLevel: 'paid' } } as never);
    await meditations.publish({ documentId: paidId } as never);
    expect((await raw('GET', `/uploads/${paidName}`)).status).toBe(404);
    expect(fs.existsSync(path.join(cms.dirs.privateMedia, paidName))).toBe(true);
  });
});

describe('2. no known secrets', () => {
  it('refuses a token signed with the former development JWT secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt({ id: subscriber.id, tokenVersion: 0, iat: now, exp: now + 3600 }, 'tate-dev-jwt-secret');
    // The same token signed with this run's secret is accepted: only the secret differs.
    const genuine = signJwt({ id: subscriber.id, tokenVersion: 0, iat: now, exp: now + 3600 }, process.env.JWT_SECRET as string);
    expect((await api(cms.url, '/getDetail', { json: {}, token: genuine })).status).toBe(200);
    expect((await api(cms.url, '/getDetail', { json: { authtoken: forged } })).status).toBe(401);
    expect((await api(cms.url, '/getDetail', { json: {}, token: forged })).status).toBe(401);
    expect((await api(cms.url, '/getDetail', { json: {}, token: subscriber.token })).status).toBe(200);
  });

  it('refuses to boot without its secrets, naming every missing one', () => {
    const saved = Object.fromEntries(CMS_SECRET_NAMES.map((name) => [name, process.env[name]]));
    const savedDev = process.env.TATE_DEV_SECRETS;
    for (const name of CMS_SECRET_NAMES) delete process.env[name];
    delete process.env.TATE_DEV_SECRETS;
    const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    try {
      expect(() => createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false })).toThrow(
        /refuses to start without its secrets\. Missing: APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY, MEDIA_URL_SECRET, CLIENT_ADDRESS_SECRET/,
      );
    } finally {
      Object.assign(process.env, saved);
      if (savedDev !== undefined) process.env.TATE_DEV_SECRETS = savedDev;
    }
  });
});

describe('3. rate limits per real client', () => {
  it('gives two signed visitor addresses separate buckets', async () => {
    const first = visitor('203.0.113.10');
    const second = visitor('203.0.113.11');
    const body = { email: 'bucket@example.com' };
    expect((await postAs(first, '/check-user', body)).code).toBe(200);
    expect((await postAs(first, '/check-user', body)).code).toBe(200);
    expect((await postAs(visitor('203.0.113.10'), '/check-user', body)).status).toBe(429);
    expect((await postAs(second, '/check-user', body)).code).toBe(200);
  });

  it('counts a forged or expired signature against the socket address, not the claimed one', async () => {
    const body = { couponCode: 'NOPE-1234' };
    const forged = { ...visitor('198.51.100.7'), 'x-tate-client-signature': `${Date.now()}.${'0'.repeat(64)}` };
    const expired = visitor('198.51.100.8', Date.now() - 120_000);
    const otherSecret = visitor('198.51.100.9', Date.now(), 'not-the-secret');
    expect((await postAs(forged, '/couponverify', body)).status).not.toBe(429);
    expect((await postAs(expired, '/couponverify', body)).status).not.toBe(429);
    // The socket's bucket (127.0.0.1) is now full: the third forgery and a plain request are both refused.
    expect((await postAs(otherSecret, '/couponverify', body)).status).toBe(429);
    expect((await postAs({}, '/couponverify', body)).status).toBe(429);
    expect((await postAs(visitor('198.51.100.7'), '/couponverify', body)).status).not.toBe(429);
  });

  it('locks one account for unknown devices after failed logins from many addresses, and only that account', async () => {
    const target = await createParent(cms.strapi, 'review-target@example.com');
    const other = await createParent(cms.strapi, 'review-other@example.com');
    expect(target.id).not.toBe(other.id);
    for (let i = 0; i < 3; i += 1) {
      expect((await postAs(visitor(`192.0.2.${i + 1}`), '/login', { email: 'review-target@example.com', password: 'Wrong1234' })).code).toBe(400);
    }
    const locked = await postAs(visitor('192.0.2.50'), '/login', { email: 'Review-Target@example.com', password: 'Secret123!' });
    expect(locked.status).toBe(429);
    expect((await postAs(visitor('192.0.2.51'), '/login', { email: 'review-other@example.com', password: 'Secret123!' })).code).toBe(200);
    // Successful logins do not count: the other parent can sign in again and again.
    for (let i = 0; i < 4; i += 1) {
      expect((await postAs(visitor('192.0.2.52'), '/login', { email: 'review-other@example.com', password: 'Secret123!' })).code).toBe(200);
    }
  });

  it('limits the clients that reset links go to per e-mail address, whoever asks, without refusing the next one', async () => {
    await createParent(cms.strapi, 'review-reset@example.com');
    const mailsTo = () => readMails(mailDir).filter((mail) => mail.to === 'review-reset@example.com').length;
    expect((await postAs(visitor('192.0.2.60'), '/forgot-password', { email: 'review-reset@example.com' })).code).toBe(200);
    expect((await postAs(visitor('192.0.2.61'), '/forgot-password', { email: 'review-reset@example.com' })).code).toBe(200);
    expect(mailsTo()).toBe(2);
    // A third client is answered as usual (it may be the parent on a new phone) but sends no mail: one that works is there.
    const third = await postAs(visitor('192.0.2.62'), '/forgot-password', { email: 'review-reset@example.com' });
    expect(third).toEqual({ status: 200, code: 200 });
    expect(mailsTo()).toBe(2);
    expect((await postAs(visitor('192.0.2.62'), '/forgot-password', { email: 'review-subscriber-none@example.com' })).status).not.toBe(429);
  });

  it.each([
    ['/register', () => ({ name: 'Ana', email: `r${Math.random()}@example.com`, password: 'Calm2024x', plan: 'month', check: true })],
    ['/signupByCoupon', () => ({ name: 'Ana', email: `s${Math.random()}@example.com`, password: 'Calm2024x', couponCode: 'NOPE-1' })],
    ['/renewalByCoupon', () => ({ email: 'review-sub@example.com', couponCode: 'NOPE-1' })],
    ['/welcome-email', () => ({ name: 'Ana', lastname: 'Smith', email: `w${Math.random()}@example.com` })],
    ['/email', () => ({ email: `n${Math.random()}@example.com`, FNAME: 'Ana' })],
  ])('limits %s per client address', async (route, body) => {
    const client = visitor(`100.64.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    expect((await postAs(client, route, body())).status).not.toBe(429);
    expect((await postAs(client, route, body())).status).not.toBe(429);
    expect((await postAs(client, route, body())).status).toBe(429);
  });
});

describe('6. revoked tokens and the built-in users-permissions routes', () => {
  const builtIn: Array<[string, string]> = [
    ['GET', '/api/users/me'],
    ['GET', '/api/users'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/local'],
    ['POST', '/api/auth/local/register'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/connect/google'],
    ['GET', '/api/users-permissions/roles'],
  ];

  it('answers none of the built-in routes, even with a valid token', async () => {
    const parent = await createParent(cms.strapi, 'review-builtin@example.com');
    for (const [method, route] of builtIn) {
      const response = await fetch(`${cms.url}${route}`, {
        method,
        headers: { authorization: `Bearer ${parent.token}`, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ identifier: 'review-builtin@example.com', password: 'Secret123!', currentPassword: 'Secret123!', passwordConfirmation: 'x', email: 'a@example.com' }) : undefined,
      });
      // 404, or 405 where another route shares the path: either way nothing answers.
      expect({ route, answered: response.status !== 404 && response.status !== 405 }).toEqual({ route, answered: false });
    }
  });

  it.each(['logout', 'password change'])('refuses the old token after a %s', async (how) => {
    const email = `review-revoke-${how.replace(' ', '-')}@example.com`;
    const parent = await createParent(cms.strapi, email);
    // A parent with the users-permissions role, so the content API's Bearer authentication would accept the token.
    const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } })) as { id: number };
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: parent.id }, data: { role: role.id } });
    const token = ((await (await fetch(`${cms.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor('192.0.2.91') },
      body: JSON.stringify({ email, password: 'Secret123!' }),
    })).json()) as { response_data: { authToken: string } }).response_data.authToken;
    expect((await fetch(`${cms.url}/api/faqs`, { headers: { authorization: `Bearer ${token}` } })).status).not.toBe(401);
    if (how === 'logout') expect((await api(cms.url, '/logout', { json: {}, token })).status).toBe(200);
    else expect((await api(cms.url, '/changePassword', { json: { oldpassword: 'Secret123!', newpassword: 'Another2024x' }, token })).status).toBe(200);
    expect((await api(cms.url, '/getDetail', { json: {}, token })).status).toBe(401);
    expect((await api(cms.url, '/changePassword', { json: { oldpassword: 'x', newpassword: 'short' }, token })).status).toBe(401);
    for (const route of ['/api/users/me', '/api/auth/change-password']) {
      const response = await fetch(`${cms.url}${route}`, {
        method: route.endsWith('me') ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: route.endsWith('me') ? undefined : JSON.stringify({ currentPassword: 'Secret123!', password: 'a', passwordConfirmation: 'a' }),
      });
      expect([404, 405]).toContain(response.status);
    }
    // The content API's own Bearer authentication refuses the revoked token too.
    expect((await fetch(`${cms.url}/api/faqs`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe('8. CORS', () => {
  it('allows the web origin with credentials on the API, and no other origin', async () => {
    const allowed = await fetch(`${cms.url}/api/faqs`, { headers: { origin: 'https://tate.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://tate.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    for (const origin of ['https://evil.example', 'null', 'https://tate.example.evil.example']) {
      const refused = await fetch(`${cms.url}/api/faqs`, { headers: { origin } });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${cms.url}/api/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('sends no CORS headers on the admin, even for the web origin', async () => {
    for (const route of ['/admin/init', '/admin/login', '/content-manager/init', '/upload/files']) {
      const preflight = await fetch(`${cms.url}${route}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://tate.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const read = await fetch(`${cms.url}${route}`, { headers: { origin: 'https://tate.example' } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("lets a page read only why the partner embed lookup refused it without a partner key: the code and the sentence, no credentials", async () => {
    const response = await fetch(`${cms.url}/api/media/${paidId}`, { headers: { origin: 'https://partner.example' } });
    expect(response.status).toBe(400);
    // A refusal is readable by any page so that a partner's developer learns why (docs/decisions/2026-11-29-partner-tokens.md);
    // it holds the refusal's code and sentence, nothing of the meditation, and no cookie is ever sent with it.
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await response.json()).toEqual({ response_code: 400, response_message: expect.any(String), response_data: { code: 'key-missing' } });
  });
});

describe('5. multipart bodies', () => {
  it('leaves no temporary file behind after a child form with extra parts', async () => {
    const parent = await createParent(cms.strapi, 'review-multipart@example.com');
    const marker = `TATE-EXTRA-PART-${crypto.randomUUID()}`;
    const since = Date.now() - 1000;
    const form = new FormData();
    form.append('name', 'Mia');
    form.append('dateOfBirth', '2019-05-04');
    form.append('theme', JSON.stringify(['Animals']));
    form.append('parentId', parent.documentId);
    const photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#88aacc' } }).png().toBuffer();
    form.append('profileImg', new Blob([photo], { type: 'image/png' }), 'mia.png');
    for (const field of ['extra', 'files', 'profileImg2']) form.append(field, new Blob([marker], { type: 'application/octet-stream' }), `${field}.bin`);
    const created = await fetch(`${cms.url}/api/children`, { method: 'POST', headers: { authtoken: parent.token }, body: form });
    expect(created.status).toBe(200);
    // A multipart body where no route takes files is refused unread; a failing request cleans up too.
    const contact = new FormData();
    contact.append('note', new Blob([marker]), 'note.bin');
    expect((await fetch(`${cms.url}/api/contact`, { method: 'POST', body: contact })).status).toBe(415);
    const refused = new FormData();
    refused.append('profileImg', new Blob([marker], { type: 'image/png' }), 'fake.png');
    expect((await fetch(`${cms.url}/api/children`, { method: 'POST', headers: { authtoken: parent.token }, body: refused })).status).toBe(400);
    expect(filesHolding([cms.dirs.uploadTemp, os.tmpdir()], marker, since)).toEqual([]);
    expect(fs.readdirSync(cms.dirs.uploadTemp)).toEqual([]);
  });

  it('refuses a child form bigger than its limit before reading it', async () => {
    const parent = await createParent(cms.strapi, 'review-multipart-big@example.com');
    const form = new FormData();
    form.append('profileImg', new Blob([Buffer.alloc(6 * 1024 * 1024, 1)], { type: 'image/png' }), 'big.png');
    const answer = await fetch(`${cms.url}/api/children`, { method: 'POST', headers: { authtoken: parent.token }, body: form });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { response_message: string }).response_message).toBe('Photo must be at most 5 MB');
    expect(fs.readdirSync(cms.dirs.uploadTemp)).toEqual([]);
  });

  it("stores a child's photo without its EXIF data, privately, behind a signed URL", async () => {
    const parent = await createParent(cms.strapi, 'review-photo@example.com');
    const secret = `TATE-EXIF-${crypto.randomUUID()}`;
    const withExif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc8844' } })
      .jpeg()
      .withExif({ IFD0: { Artist: secret, ImageDescription: `Mia at home ${secret}` } })
      .toBuffer();
    expect(withExif.includes(secret)).toBe(true);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Mia', dateOfBirth: '2019-05-04', theme: '["Animals"]', parentId: parent.documentId })) {
      form.append(key, value);
    }
    form.append('profileImg', new Blob([withExif], { type: 'image/jpeg' }), 'mia-at-home.jpg');
    const created = await fetch(`${cms.url}/api/children`, { method: 'POST', headers: { authtoken: parent.token }, body: form });
    const child = ((await created.json()) as { response_data: { imagePath: string } }).response_data;
    expect(child.imagePath).toMatch(/^\/api\/media-access\/files\/child_photo_[^/?]+\.jpg\?expires=\d+&signature=/);
    const name = decodeURIComponent(new URL(child.imagePath, cms.url).pathname.split('/').pop() as string);
    const stored = fs.readFileSync(path.join(cms.dirs.privateMedia, name));
    expect(stored.includes(secret)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(fs.existsSync(path.join(cms.dirs.public, 'uploads', name))).toBe(false);
    expect((await raw('GET', `/uploads/${name}`)).status).toBe(404);
    const served = await fetch(`${cms.url}${child.imagePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });
});

describe("10. the review's other points", () => {
  it('serves uploads with nosniff and a sandbox, and anything but media as a download', async () => {
    fs.writeFileSync(path.join(cms.dirs.public, 'uploads', 'notes.html'), '<script>alert(document.cookie)</script>');
    const page = await raw('GET', '/uploads/notes.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe('attachment');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain('sandbox');
    fs.writeFileSync(path.join(cms.dirs.public, 'uploads', 'dot.png'), await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    const image = await raw('GET', '/uploads/dot.png');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an anonymous subscribedUserCheck the same whether the e-mail has an account or not', async () => {
    const answer = async (address: string, email: string) => {
      const response = await fetch(`${cms.url}/api/subscribedUserCheck`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...visitor(address) },
        body: JSON.stringify({ email }),
      });
      return { status: response.status, body: await response.text() };
    };
    const known = await answer('192.0.2.120', 'review-sub@example.com');
    const unknown = await answer('192.0.2.121', 'no-account-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });

  it('deletes contact messages, newsletter and welcome sign-ups and the Stripe customer with the account', async () => {
    const stripe = await startFakeStripe();
    const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_review', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' };
    const previous = Object.fromEntries(Object.keys(stripeEnv).map((name) => [name, process.env[name]]));
    Object.assign(process.env, stripeEnv);
    try {
      const customer = (await (
        await fetch(`http://127.0.0.1:${stripe.port}/v1/customers`, { method: 'POST', body: 'email=review-leaver%40example.com' })
      ).json()) as { id: string };
      const leaver = await createParent(cms.strapi, 'review-leaver@example.com');
      await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: leaver.id }, data: { stripeCustomerId: customer.id } });
      const db = (uid: string) => cms.strapi.db.query(uid as 'api::contact-message.contact-message');
      await db('api::contact-message.contact-message').create({ data: { firstname: 'Ana', lastname: 'L', email: 'Review-Leaver@example.com', number: '0123456789', message: 'Hello' } });
      await db('api::newsletter-signup.newsletter-signup').create({ data: { email: 'review-leaver@example.com' } });
      await db('api::welcome-signup.welcome-signup').create({ data: { name: 'Ana', lastname: 'L', email: 'review-leaver@example.com' } });
      await db('api::newsletter-signup.newsletter-signup').create({ data: { email: 'review-stayer@example.com' } });

      const deleted = await api(cms.url, '/account/delete', { token: leaver.token, json: { email: 'review-leaver@example.com', password: 'Secret123!' } });
      expect(deleted.body.response_code).toBe(200);
      expect(stripe.requests.some((request) => request.method === 'DELETE' && request.path === `/v1/customers/${customer.id}`)).toBe(true);
      for (const uid of ['api::contact-message.contact-message', 'api::newsletter-signup.newsletter-signup', 'api::welcome-signup.welcome-signup']) {
        expect({ uid, left: await db(uid).count({ where: { email: { $eqi: 'review-leaver@example.com' } } }) }).toEqual({ uid, left: 0 });
      }
      expect(await db('api::newsletter-signup.newsletter-signup').count({ where: { email: 'review-stayer@example.com' } })).toBe(1);
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await stripe.stop();
    }
  });

  it('keeps reset tokens out of URLs the CMS logs', async () => {
    await createParent(cms.strapi, 'review-logs@example.com');
    const logged: string[] = [];
    const log = cms.strapi.log as unknown as { http: (message: string) => void };
    const original = log.http;
    log.http = (message: string) => {
      logged.push(message);
    };
    try {
      expect((await postAs(visitor('192.0.2.130'), '/forgot-password', { email: 'review-logs@example.com' })).code).toBe(200);
      const mail = readMails(mailDir).find((message) => message.to === 'review-logs@example.com');
      const token = /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] as string;
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect((await postAs({}, '/reset-password', { token, password: 'Fresh2025y' })).code).toBe(200);
    } finally {
      log.http = original;
    }
    expect(logged.some((line) => line.startsWith('POST /api/reset-password'))).toBe(true);
    expect(logged.join('\n')).not.toMatch(/[0-9a-f]{64}/);
  });

  it("refuses a password bcrypt would cut (over 72 bytes), and accepts 72", async () => {
    const parent = await createParent(cms.strapi, 'review-long@example.com');
    const tooLong = `Aa1${'x'.repeat(70)}`;
    const accented = `Aa1${'é'.repeat(35)}`;
    const longest = `Aa1${'x'.repeat(69)}`;
    for (const password of [tooLong, accented]) {
      const change = await api(cms.url, '/changePassword', { token: parent.token, json: { oldpassword: 'Secret123!', newpassword: password } });
      expect(change.body).toMatchObject({ response_code: 400, response_message: 'Password must be at most 72 characters (fewer with accents or emoji)' });
    }
    expect(Buffer.byteLength(longest)).toBe(72);
    expect((await api(cms.url, '/changePassword', { token: parent.token, json: { oldpassword: 'Secret123!', newpassword: longest } })).body.response_code).toBe(200);
    expect((await postAs(visitor('192.0.2.140'), '/login', { email: 'review-long@example.com', password: longest })).code).toBe(200);
    // A longer password whose first 72 bytes match is refused, not let through by the cut.
    expect((await postAs(visitor('192.0.2.141'), '/login', { email: 'review-long@example.com', password: `${longest}extra` })).code).toBe(400);
  });
});
