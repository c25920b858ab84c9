import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { call, post, type Answer } from './accounts-helpers';
import { createParent } from './children-support';
import { DEVICE_SESSION } from '../src/utils/data/device-session';

// Issue 54 item 1: each sign-in is a device session (docs/decisions/2026-11-28-device-sessions.md).

const PASSWORD = 'Secret123!';
const cms = cmsForTests({ RATE_LIMIT_MAX: '1000' });

type Device = { id: string; name: string; firstSeenAt: string; lastSeenAt: string; current: boolean };

/** Signs in as a device would: the answer's token and device id. */
async function signIn(email: string, body: Record<string, unknown> = {}): Promise<{ token: string; deviceId: string }> {
  const answer = await post(cms.url, '/login', { email, password: PASSWORD, ...body });
  expect(answer.body.response_code).toBe(200);
  const { authToken, deviceId } = answer.body.response_data as { authToken: string; deviceId: string };
  return { token: authToken, deviceId };
}

async function devicesOf(token: string): Promise<Device[]> {
  const answer = await call(cms.url, 'GET', '/devices', undefined, { token });
  expect(answer.status).toBe(200);
  return answer.body.response_data as Device[];
}

const signedIn = async (token: string): Promise<boolean> => {
  const answer: Answer = await post(cms.url, '/getDetail', {}, token);
  if (answer.status === 200) return true;
  expect(answer).toMatchObject({ status: 401, body: { response_message: 'You need to sign in to access this section' } });
  return false;
};

describe('device sessions', () => {
  it('logout signs out only its own device; the second device stays signed in', async () => {
    const email = 'devices-logout@example.com';
    await createParent(cms.strapi, email);
    const laptop = await signIn(email, { deviceName: 'Firefox on Windows', deviceType: 'WEB' });
    const tablet = await signIn(email, { deviceName: 'Chrome on Android', deviceType: 'WEB' });

    const listed = await devicesOf(laptop.token);
    expect(listed.map(({ id, name, current }) => ({ id, name, current })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: tablet.deviceId, name: 'Chrome on Android', current: false },
      { id: laptop.deviceId, name: 'Firefox on Windows', current: true },
    ]);
    expect(Number.isNaN(Date.parse(listed[0].firstSeenAt))).toBe(false);

    expect((await post(cms.url, '/logout', {}, laptop.token)).body).toEqual({ response_code: 200, response_message: 'You have been logged out' });
    expect(await signedIn(laptop.token)).toBe(false);
    expect(await signedIn(tablet.token)).toBe(true);
    expect((await devicesOf(tablet.token)).map(({ id, current }) => ({ id, current }))).toEqual([{ id: tablet.deviceId, current: true }]);
  });

  it('signs out one device from the list; another parent’s device is a 404 and stays signed in', async () => {
    const email = 'devices-list@example.com';
    await createParent(cms.strapi, email);
    await createParent(cms.strapi, 'devices-stranger@example.com');
    const laptop = await signIn(email, { deviceName: 'Safari on Mac' });
    const phone = await signIn(email, { deviceName: 'Safari on iPhone' });
    const stranger = await signIn('devices-stranger@example.com', { deviceName: 'Edge on Windows' });

    const foreign = await post(cms.url, '/devices/sign-out', { deviceId: stranger.deviceId }, laptop.token);
    expect(foreign).toEqual({ status: 404, body: { response_code: 404, response_message: 'Device not found' } });
    expect(await signedIn(stranger.token)).toBe(true);

    const done = await post(cms.url, '/devices/sign-out', { deviceId: phone.deviceId }, laptop.token);
    expect(done.body).toEqual({ response_code: 200, response_message: 'The device has been signed out' });
    expect(await signedIn(phone.token)).toBe(false);
    expect(await signedIn(laptop.token)).toBe(true);
    // Signed out already: no longer in the list, so a second sign-out is a 404 too.
    expect((await post(cms.url, '/devices/sign-out', { deviceId: phone.deviceId }, laptop.token)).status).toBe(404);
    expect((await devicesOf(laptop.token)).map(({ id }) => id)).toEqual([laptop.deviceId]);

    expect((await post(cms.url, '/devices/sign-out', {}, laptop.token)).body).toMatchObject({ response_code: 400, response_data: { field: 'deviceId' } });
    expect((await call(cms.url, 'GET', '/devices')).status).toBe(401);
    expect((await post(cms.url, '/devices/sign-out', { deviceId: laptop.deviceId })).status).toBe(401);
  });

  it('signs out every other device, keeping the one asking', async () => {
    const email = 'devices-others@example.com';
    await createParent(cms.strapi, email);
    const [mine, second, third] = [await signIn(email), await signIn(email), await signIn(email)];
    const answer = await post(cms.url, '/devices/sign-out-others', {}, mine.token);
    expect(answer.body).toEqual({ response_code: 200, response_message: 'Every other device has been signed out', response_data: { signedOut: 2 } });
    expect([await signedIn(mine.token), await signedIn(second.token), await signedIn(third.token)]).toEqual([true, false, false]);
  });

  it('names a device from the apps’ deviceType when it sends no name; the login answer only gains deviceId and knownDeviceToken', async () => {
    const email = 'devices-app@example.com';
    await createParent(cms.strapi, email);
    const answer = await post(cms.url, '/login', { email, password: PASSWORD, check: true, deviceToken: 'push-token', deviceType: 'ANDROID' });
    expect(Object.keys(answer.body.response_data as object).sort()).toEqual(
      ['_id', 'authToken', 'deviceId', 'email', 'expiryDate', 'is_subscribe', 'knownDeviceToken', 'name', 'subscriptionPlan'].sort(),
    );
    const { authToken } = answer.body.response_data as { authToken: string };
    expect((await devicesOf(authToken)).map(({ name }) => name)).toEqual(['Android app']);
    const tooLong = await post(cms.url, '/login', { email, password: PASSWORD, deviceName: 'x'.repeat(101) });
    expect(tooLong.body).toMatchObject({ response_code: 400, response_data: { field: 'deviceName' } });
  });

  it('a password change signs out every device', async () => {
    const email = 'devices-password@example.com';
    await createParent(cms.strapi, email);
    const first = await signIn(email);
    const second = await signIn(email);
    expect((await post(cms.url, '/changePassword', { oldpassword: PASSWORD, newpassword: 'Another2024x' }, first.token)).body.response_code).toBe(200);
    expect([await signedIn(first.token), await signedIn(second.token)]).toEqual([false, false]);
    const again = await post(cms.url, '/login', { email, password: 'Another2024x' });
    const { authToken } = again.body.response_data as { authToken: string };
    expect((await devicesOf(authToken)).length).toBe(1);
  });

  it('deletes the devices with the account', async () => {
    const email = 'devices-deleted-account@example.com';
    const parent = await createParent(cms.strapi, email);
    const device = await signIn(email);
    await signIn(email);
    expect((await post(cms.url, '/account/delete', { email, password: PASSWORD }, device.token)).body.response_code).toBe(200);
    expect(await cms.strapi.db.query(DEVICE_SESSION).count({ where: { parent: { id: parent.id } } })).toBe(0);
    expect(await cms.strapi.db.query(DEVICE_SESSION).count({ where: { documentId: device.deviceId } })).toBe(0);
  });

  it('writes last seen at most every few minutes', async () => {
    const email = 'devices-seen@example.com';
    await createParent(cms.strapi, email);
    const device = await signIn(email);
    const [before] = await devicesOf(device.token);
    await signedIn(device.token);
    expect((await devicesOf(device.token))[0].lastSeenAt).toBe(before.lastSeenAt);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await cms.strapi.db.query(DEVICE_SESSION).update({ where: { documentId: device.deviceId }, data: { lastSeenAt: tenMinutesAgo } });
    await signedIn(device.token);
    const [after] = await devicesOf(device.token);
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt) - 1000);
    expect(Date.parse(after.firstSeenAt)).toBe(Date.parse(before.firstSeenAt));
  });
});

describe('getting around device sessions as a stranger', () => {
  const issue = (payload: Record<string, unknown>) => cms.strapi.plugin('users-permissions').service('jwt').issue(payload) as string;

  it('refuses a signed-out token replayed, on the product’s routes and the content API', async () => {
    const email = 'devices-replay@example.com';
    const parent = await createParent(cms.strapi, email);
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: parent.id }, data: { role: role.id } });
    const device = await signIn(email);
    expect((await fetch(`${cms.url}/api/faqs`, { headers: { authorization: `Bearer ${device.token}` } })).status).not.toBe(401);
    await post(cms.url, '/logout', {}, device.token);
    expect(await signedIn(device.token)).toBe(false);
    expect((await call(cms.url, 'GET', '/devices', undefined, { token: device.token, as: 'bearer' })).status).toBe(401);
    expect((await post(cms.url, '/logout', {}, device.token)).status).toBe(401);
    expect((await fetch(`${cms.url}/api/faqs`, { headers: { authorization: `Bearer ${device.token}` } })).status).toBe(401);
  });

  it('refuses the token of a deleted session, and a token naming another parent’s session', async () => {
    const email = 'devices-deleted@example.com';
    const parent = await createParent(cms.strapi, email);
    await createParent(cms.strapi, 'devices-other@example.com');
    const device = await signIn(email);
    await cms.strapi.db.query(DEVICE_SESSION).delete({ where: { documentId: device.deviceId } });
    expect(await signedIn(device.token)).toBe(false);

    const other = await signIn('devices-other@example.com');
    expect(await signedIn(issue({ id: parent.id, tokenVersion: 0, session: other.deviceId }))).toBe(false);
    expect(await signedIn(issue({ id: parent.id, tokenVersion: 0, session: 42 }))).toBe(false);
    expect(await signedIn(other.token)).toBe(true);
  });
});
