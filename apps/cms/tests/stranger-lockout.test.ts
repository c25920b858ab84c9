import crypto from 'node:crypto';
import fs from 'node:fs';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { readMails, tempMailDir } from './accounts-helpers';
import { createParent } from './children-support';

// Issue 21 item 5: a stranger cannot lock a parent out (docs/decisions/2026-11-23-login-throttling.md).
// The default limits, in memory or in Redis as REDIS_URL says. Signatures are made by hand, as the web makes them
// (CONTRACTS: "<t>.<hex HMAC-SHA256(CLIENT_ADDRESS_SECRET, "<t>.<claim>")>").

const PASSWORD = 'Secret123!';
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
let prefix: string;
const mailDir = tempMailDir();

function sign(claim: string, secret = process.env.CLIENT_ADDRESS_SECRET ?? ''): string {
  const time = Date.now();
  return `${time}.${crypto.createHmac('sha256', secret).update(`${time}.${claim}`).digest('hex')}`;
}

/** A visitor of the web at `address` (the web signs the address of every request). */
function visitor(address: string): Record<string, string> {
  return { 'x-tate-client-address': address, 'x-tate-client-signature': sign(address) };
}

/** A browser that signed in to `email` before: the web adds its device proof to the visitor's address. */
function knownBrowser(address: string, deviceId: string, email: string, secret?: string): Record<string, string> {
  return { ...visitor(address), 'x-tate-device': deviceId, 'x-tate-device-signature': sign(`device:${deviceId}:${email}`, secret) };
}

type Reply = { status: number; code: number; message: string; retryAfter: string | null };

async function postAs(headers: Record<string, string>, apiPath: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${cms.url}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { response_code: number; response_message: string };
  return { status: response.status, code: parsed.response_code, message: parsed.response_message, retryAfter: response.headers.get('retry-after') };
}

const deviceId = () => crypto.randomBytes(16).toString('base64url');
const strangerAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

afterAll(async () => {
  fs.rmSync(mailDir, { recursive: true, force: true });
  if (process.env.REDIS_URL && prefix) {
    const redis = new Redis(process.env.REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});
const cms = cmsForTests({ MAIL_CAPTURE_DIR: mailDir });
beforeAll(async () => {
  prefix = process.env.RATE_LIMIT_PREFIX ?? '';
});

describe('failed logins from strangers', () => {
  it("50 wrong passwords from other addresses: the parent's own browser signs in at once, an unknown one is refused", async () => {
    const email = 'lockout-parent@example.com';
    await createParent(cms.strapi, email);
    const home = '203.0.113.20';
    const browser = deviceId();
    expect((await postAs(visitor(home), '/login', { email, password: PASSWORD })).code).toBe(200);

    const answers: Reply[] = [];
    for (let i = 0; i < 50; i += 1) answers.push(await postAs(visitor(strangerAddress(i)), '/login', { email, password: 'Wrong1234' }));
    expect(answers[0].code).toBe(400);
    expect(answers.at(-1)).toMatchObject({ status: 429, code: 429, message: TOO_MANY });
    expect(Number(answers.at(-1)?.retryAfter)).toBeGreaterThan(0);

    // The parent's browser (it signed in before, so the web vouches for it), from home or from anywhere.
    expect((await postAs(knownBrowser(home, browser, email), '/login', { email, password: PASSWORD })).code).toBe(200);
    expect((await postAs(knownBrowser('192.0.2.200', browser, email), '/login', { email, password: PASSWORD })).code).toBe(200);

    // An unknown device from a new address is refused even with the right password, with a time to wait.
    const unknown = await postAs(visitor('192.0.2.201'), '/login', { email, password: PASSWORD });
    expect(unknown).toMatchObject({ status: 429, code: 429, message: TOO_MANY });
    expect(Number(unknown.retryAfter)).toBeGreaterThan(60);
    // A device proof that is forged, or was given for another account, makes no device known.
    await createParent(cms.strapi, 'lockout-other@example.com');
    const forged = { ...knownBrowser('192.0.2.202', browser, email), 'x-tate-device-signature': `${Date.now()}.${'0'.repeat(64)}` };
    expect((await postAs(forged, '/login', { email, password: PASSWORD })).status).toBe(429);
    const forOther = knownBrowser('192.0.2.202', browser, 'lockout-other@example.com');
    expect((await postAs(forOther, '/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await postAs(knownBrowser('192.0.2.203', browser, email, 'not-the-secret'), '/login', { email, password: PASSWORD })).status).toBe(429);
    // The other parent is not affected at all.
    expect((await postAs(visitor('192.0.2.204'), '/login', { email: 'lockout-other@example.com', password: PASSWORD })).code).toBe(200);
  });

  it("an app's known-device token, kept from its last login through logout, signs in during a stranger's lockout; an unknown app stays locked", async () => {
    const email = 'lockout-app@example.com';
    await createParent(cms.strapi, email);
    await createParent(cms.strapi, 'lockout-app-other@example.com');
    const signIn = async (address: string, body: Record<string, unknown>) => {
      const response = await fetch(`${cms.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...visitor(address) },
        body: JSON.stringify({ password: PASSWORD, deviceType: 'ANDROID', ...body }),
      });
      const answer = (await response.json()) as { response_code: number; response_data?: { authToken: string; knownDeviceToken: string } };
      return { status: response.status, code: answer.response_code, data: answer.response_data };
    };
    const first = await signIn('203.0.113.90', { email });
    expect(first.code).toBe(200);
    const known = first.data?.knownDeviceToken ?? '';
    expect(known).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-f]{64}$/);
    const logout = await fetch(`${cms.url}/api/logout`, { method: 'POST', headers: { authtoken: first.data?.authToken ?? '' } });
    expect(logout.status).toBe(200);
    const otherAccounts = (await signIn('203.0.113.91', { email: 'lockout-app-other@example.com' })).data?.knownDeviceToken ?? '';

    for (let i = 0; i < 50; i += 1) await postAs(visitor(strangerAddress(200 + i)), '/login', { email, password: 'Wrong1234' });

    // An app that never signed in here is locked out, even with the right password.
    expect((await signIn('192.0.2.210', { email })).status).toBe(429);
    // The app that signed in before is not, from a new address too, and keeps its device key.
    const again = await signIn('192.0.2.211', { email, knownDeviceToken: known });
    expect(again.code).toBe(200);
    expect(again.data?.knownDeviceToken).toBe(known);
    // A forged token, or one given for another account, makes no device known.
    const forged = `${known.slice(0, -1)}${known.endsWith('0') ? '1' : '0'}`;
    expect((await signIn('192.0.2.212', { email, knownDeviceToken: forged })).status).toBe(429);
    expect((await signIn('192.0.2.213', { email, knownDeviceToken: otherAccounts })).status).toBe(429);
  });

  it('stops one client after 10 wrong passwords for an e-mail, without stopping the parent elsewhere', async () => {
    const email = 'pair-parent@example.com';
    await createParent(cms.strapi, email);
    const guesser = visitor('203.0.113.30');
    for (let i = 0; i < 10; i += 1) expect((await postAs(guesser, '/login', { email, password: `Wrong${i}xyz` })).code).toBe(400);
    expect((await postAs(visitor('203.0.113.30'), '/login', { email, password: PASSWORD })).status).toBe(429);
    // The same client may still try other accounts (that is the address limit's job), and the parent signs in elsewhere.
    expect((await postAs(visitor('203.0.113.30'), '/login', { email: 'someone-else@example.com', password: 'Wrong1234' })).code).toBe(400);
    expect((await postAs(visitor('203.0.113.31'), '/login', { email, password: PASSWORD })).code).toBe(200);
  });

  it("limits a known browser's own failures on its own", async () => {
    const email = 'device-parent@example.com';
    await createParent(cms.strapi, email);
    const browser = deviceId();
    for (let i = 0; i < 10; i += 1) expect((await postAs(knownBrowser('203.0.113.40', browser, email), '/login', { email, password: 'Wrong1234' })).code).toBe(400);
    expect((await postAs(knownBrowser('203.0.113.41', browser, email), '/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await postAs(knownBrowser('203.0.113.41', deviceId(), email), '/login', { email, password: PASSWORD })).code).toBe(200);
  });
});

describe('reset mails asked for by strangers', () => {
  const mailsTo = (email: string) => readMails(mailDir).filter((mail) => mail.to === email).length;
  /** The token of the newest reset link mailed to `email`. */
  const newestResetToken = (email: string) => {
    const mail = readMails(mailDir).filter((message) => message.to === email).at(-1);
    const token = /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  };

  it("do not stop the parent's own reset, and one inbox still gets few mails", async () => {
    const email = 'reset-parent@example.com';
    await createParent(cms.strapi, email);
    const stranger = '198.51.100.70';
    const asked: Reply[] = [];
    for (let i = 0; i < 10; i += 1) asked.push(await postAs(visitor(stranger), '/forgot-password', { email }));
    expect(asked.slice(0, 3).every((answer) => answer.code === 200)).toBe(true);
    expect(asked.slice(3).every((answer) => answer.status === 429 && answer.message === TOO_MANY)).toBe(true);

    // The parent, from their own address, still gets their reset mail.
    expect((await postAs(visitor('203.0.113.70'), '/forgot-password', { email })).code).toBe(200);
    expect(mailsTo(email)).toBe(4);
  });

  it('bound the mails one inbox gets from many addresses; a browser that signed in before still gets one', async () => {
    const email = 'reset-flood@example.com';
    await createParent(cms.strapi, email);
    for (let i = 0; i < 20; i += 1) {
      for (let n = 0; n < 3; n += 1) await postAs(visitor(strangerAddress(100 + i)), '/forgot-password', { email });
    }
    const flooded = mailsTo(email);
    expect(flooded).toBeLessThanOrEqual(9);
    // The parent on a new device is not refused: answered as usual, with the newest mail's link still working.
    const parent = await postAs(visitor('203.0.113.80'), '/forgot-password', { email });
    expect({ status: parent.status, code: parent.code, message: parent.message }).toEqual({ status: 200, code: 200, message: 'A password reset link has been sent to your email' });
    expect(mailsTo(email)).toBe(flooded);
    expect((await postAs(visitor('203.0.113.80'), '/reset-password', { token: newestResetToken(email), password: 'Fresh2025y' })).code).toBe(200);
    expect((await postAs(knownBrowser('203.0.113.81', deviceId(), email), '/forgot-password', { email })).code).toBe(200);
  });

  it('let a parent locked out on a new device reset the password there, and that device then signs in', async () => {
    const email = 'reset-locked@example.com';
    await createParent(cms.strapi, email);
    for (let i = 0; i < 25; i += 1) await postAs(visitor(strangerAddress(200 + i)), '/login', { email, password: 'Wrong1234' });
    const newPhone = visitor('203.0.113.90');
    expect((await postAs(newPhone, '/login', { email, password: PASSWORD })).status).toBe(429);

    expect((await postAs(newPhone, '/forgot-password', { email })).code).toBe(200);
    expect((await postAs(newPhone, '/reset-password', { token: newestResetToken(email), password: 'Fresh2025y' })).code).toBe(200);
    expect((await postAs(newPhone, '/login', { email, password: 'Fresh2025y' })).code).toBe(200);
    // Another unknown device may sign in too: the lockout ended with the reset (strangers start counting again).
    expect((await postAs(visitor('203.0.113.91'), '/login', { email, password: 'Fresh2025y' })).code).toBe(200);
  });
});
