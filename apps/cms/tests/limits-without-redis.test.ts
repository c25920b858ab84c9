import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { postAs, tempMailDir } from './accounts-helpers';
import { createParent } from './children-support';

// Issue 21 item 13: with REDIS_URL set and Redis unreachable, the limits still hold, counted in this process's memory
// (src/security/limiters.ts, docs/decisions/2026-11-23-limits-when-redis-fails.md). Nothing listens on port 1.
const mailDir = tempMailDir();

afterAll(() => {
  fs.rmSync(mailDir, { recursive: true, force: true });
});
const cms = cmsForTests({ MAIL_CAPTURE_DIR: mailDir, REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_FORGOT_PASSWORD_MAX: '100' });

describe('limits while Redis is down', () => {
  it('still refuses a client past its login limit, and lets another client in', async () => {
    const body = { email: 'nobody@example.com', password: 'Wrong1234' };
    for (let i = 0; i < 3; i += 1) expect((await postAs('203.0.113.5', cms.url, '/login', body)).status).toBe(400);
    const refused = await postAs('203.0.113.5', cms.url, '/login', body);
    expect(refused.status).toBe(429);
    expect((await postAs('203.0.113.6', cms.url, '/login', body)).status).toBe(400);
  });

  it('still limits the reset mails one client can send to one parent (3 a window)', async () => {
    await createParent(cms.strapi, 'redis-down@example.com');
    const ask = async () => (await postAs('203.0.113.7', cms.url, '/forgot-password', { email: 'redis-down@example.com' })).status;
    expect([await ask(), await ask(), await ask()]).toEqual([200, 200, 200]);
    expect(await ask()).toBe(429);
  });
});
