import { describe, expect, it, vi } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { post } from './accounts-helpers';
import { createParent } from './children-support';
import { redisForTests } from './redis-for-tests';
import { createKeptRows, redisInvalidationBus } from '../src/database/kept-rows';
import { anotherInstance, statementsOf } from './kept-rows-support';
import { DEVICE_SESSION } from '../src/utils/data/device-session';
import { USER } from '../src/utils/data/user';

// Issue 57 item 1: a signed-in request takes its token's account and device session from the process's kept rows
// (src/database/kept-rows.ts, docs/decisions/2026-11-29-token-state-kept.md). What must never outlive a change: a
// sign-out, a password change (the account's tokenVersion), a block. Refused at once on the instance that made the
// change, and on another as soon as the change reaches it through Redis; while an instance cannot hear the others, it
// keeps nothing. This file's CMS is one instance; the second is the kept rows this test process builds from the
// sources (the CMS runs the compiled ones: two modules sharing nothing but Redis).
const store = redisForTests('token-state-kept');
const cms = cmsForTests({ REDIS_URL: store.url, RATE_LIMIT_PREFIX: store.prefix, RATE_LIMIT_MAX: '1000' });

/** Signs in as a device would: the answer's token and device id. */
async function signIn(email: string): Promise<{ token: string; deviceId: string }> {
  const answer = await post(cms.url, '/login', { email, password: 'Secret123!', deviceName: 'Safari on iPad' });
  expect(answer.body.response_code).toBe(200);
  const { authToken, deviceId } = answer.body.response_data as { authToken: string; deviceId: string };
  return { token: authToken, deviceId };
}

/** The status of a signed-in request with the token (200, or 401 once it is refused). */
const statusWith = async (token: string) => (await post(cms.url, '/getDetail', {}, token)).status;

describe('on the instance that made the change', () => {
  it('reads a signed-in token’s account and device session once, not on every request', async () => {
    const email = 'kept-reads@example.com';
    await createParent(cms.strapi, email);
    const device = await signIn(email);
    expect(await statusWith(device.token)).toBe(200);
    const statements = await statementsOf(cms, async () => expect(await statusWith(device.token)).toBe(200));
    expect(statements.filter((sql) => /from ["`]?(up_users|device_sessions)["`]?\s/i.test(sql) && /^\s*select/i.test(sql))).toEqual([]);
  });

  it('refuses at once the token of a parent the admin blocks, and of a device signed out', async () => {
    const email = 'kept-blocked@example.com';
    const parent = await createParent(cms.strapi, email);
    const laptop = await signIn(email);
    const tablet = await signIn(email);
    expect(await statusWith(laptop.token)).toBe(200);
    expect(await statusWith(tablet.token)).toBe(200);

    expect((await post(cms.url, '/logout', {}, laptop.token)).status).toBe(200);
    expect(await statusWith(laptop.token)).toBe(401);
    expect(await statusWith(tablet.token)).toBe(200);

    await cms.strapi.db.query(USER).update({ where: { id: parent.id }, data: { blocked: true } });
    expect(await statusWith(tablet.token)).toBe(401);
  });
});

describe('on another instance, through Redis', () => {
  const second = anotherInstance(store);
  second.shelf('sessions', DEVICE_SESSION, 'documentId');
  second.shelf('accounts', USER, 'id');

  it('refuses a device signed out on the other instance once it says so', async () => {
    const email = 'kept-other-signout@example.com';
    await createParent(cms.strapi, email);
    const device = await signIn(email);
    expect(await statusWith(device.token)).toBe(200);
    // The other instance's sign-out: straight to the shared database, so this instance hears of it only through Redis.
    const table = cms.strapi.db.metadata.get(DEVICE_SESSION).tableName;
    await cms.strapi.db.connection(table).where({ document_id: device.deviceId }).update({ signed_out_at: new Date() });
    // Until told, this instance still takes the token from what it kept: the kept rows are what the change must reach.
    expect(await statusWith(device.token)).toBe(200);
    second.changed(DEVICE_SESSION, { documentId: device.deviceId });
    await vi.waitFor(async () => expect(await statusWith(device.token)).toBe(401), { timeout: 2_000, interval: 20 });
  });

  it('refuses a token older than a password change made on the other instance once it says so', async () => {
    const email = 'kept-other-password@example.com';
    const parent = await createParent(cms.strapi, email);
    const device = await signIn(email);
    expect(await statusWith(device.token)).toBe(200);
    const table = cms.strapi.db.metadata.get(USER).tableName;
    await cms.strapi.db.connection(table).where({ id: parent.id }).update({ token_version: 7 });
    expect(await statusWith(device.token)).toBe(200);
    second.changed(USER, { id: parent.id });
    await vi.waitFor(async () => expect(await statusWith(device.token)).toBe(401), { timeout: 2_000, interval: 20 });
  });
});

describe('what is kept, and when not', () => {
  const ACCOUNT = { id: 1, name: 'Ada' };

  it('keeps nothing while it cannot hear the other instances (Redis unreachable)', async () => {
    const rows = createKeptRows();
    const accounts = rows.shelf<typeof ACCOUNT>('accounts', USER, 'id');
    const deaf = redisInvalidationBus('redis://127.0.0.1:9', rows.drop, rows.clear);
    rows.useBus(deaf);
    try {
      await deaf.ready;
      expect(deaf.hearing()).toBe(false);
      expect(await accounts.fill('1', async () => ACCOUNT)).toEqual(ACCOUNT);
      expect(accounts.get('1')).toBeUndefined();
    } finally {
      await deaf.close();
    }
  });

  it('does not keep a read that a change overtook, and keeps the next one', async () => {
    const rows = createKeptRows();
    const accounts = rows.shelf<typeof ACCOUNT>('accounts', USER, 'id');
    await accounts.fill('1', async () => {
      rows.changed(USER, { id: 1 });
      return ACCOUNT;
    });
    expect(accounts.get('1')).toBeUndefined();
    await accounts.fill('1', async () => ACCOUNT);
    expect(accounts.get('1')).toEqual(ACCOUNT);
    rows.changed(USER, { id: 2 });
    expect(accounts.get('1')).toEqual(ACCOUNT);
    rows.changed(USER, { count: 3 });
    expect(accounts.get('1')).toBeUndefined();
  });
});
