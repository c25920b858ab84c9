import { beforeAll, describe, expect, it } from 'vitest';
import { BEDTIME_MESSAGES, PARENT_GATE_MESSAGES } from '@tate/contracts';
import { api, createCategory, createChild, createMedia, createParent, recordListeningDay, uploadFile, type TestParent } from './children-support';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });
const PASSWORD = 'Secret123!';
const MINUTE_MS = 60_000;
const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(4096, 0xff)]);

/** The UTC wall time (HH:MM) `minutes` from now: the family lives in UTC. */
const clock = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString().slice(11, 16);

type Item = { _id: string; filename: string | null };

let parent: TestParent;
let categoryId: string;
let routineMeditation: string;
let other: string;
let lily: string;
let sam: string;
/** Two sign-ins of the parent: the family's tablet (given to Lily) and the parent's phone. */
let tablet: string;
let phone: string;

/** A sign-in of the parent on a new device: each login is a device session of its own, named in its token. */
async function signIn(): Promise<string> {
  const login = await api(cms.url, '/login', { json: { email: 'child-mode@example.com', password: PASSWORD } });
  return (login.body.response_data as { authToken: string }).authToken;
}

const media = (token: string, mediaId: string, query = '') => api(cms.url, `/category/media/${mediaId}${query}`, { method: 'GET', token });
const list = async (token: string) => {
  const response = await api(cms.url, '/category/media/all', { token, json: { libraryId: categoryId } });
  return (response.body.response as { data: Item[] }).data;
};
const addressOf = (items: Item[], id: string) => items.find((item) => item._id === id)?.filename;

beforeAll(async () => {
  parent = await createParent(cms.strapi, 'child-mode@example.com');
  categoryId = await createCategory(cms.strapi);
  const withFile = async (title: string) =>
    createMedia(cms.strapi, { title, categoryId, fileId: (await uploadFile(cms.strapi, `${title}.mp3`, AUDIO_BYTES, 'audio/mpeg')).id });
  routineMeditation = await withFile('Night Stars');
  other = await withFile('Morning Run');
  lily = await createChild(cms.url, parent, { name: 'Lily' });
  sam = await createChild(cms.url, parent, { name: 'Sam' });
  // Lily is in her quiet hours now, with one routine meditation; Sam has no rules.
  const quiet = { bedtime: clock(-60), wakeTime: clock(8 * 60), timeZone: 'UTC', routine: [routineMeditation], dailyLimitMinutes: null };
  await api(cms.url, `/children/${lily}/bedtime`, { method: 'PUT', token: parent.token, json: quiet });
  tablet = await signIn();
  phone = await signIn();
});

describe('child mode: a device given to a child', () => {
  it('needs a device session of its own: a token older than device sessions cannot carry a child', async () => {
    const refused = await api(cms.url, '/devices/child-mode', { token: parent.token, json: { childId: lily } });
    expect(refused.status).toBe(400);
    const foreign = await api(cms.url, '/devices/child-mode', {
      token: (await createParent(cms.strapi, 'child-mode-stranger@example.com')).token,
      json: { childId: lily },
    });
    expect(foreign.status).toBe(404);
  });

  it("keeps the child's quiet hours whatever the tablet asks: no child named, another child named, or a list", async () => {
    expect((await api(cms.url, '/devices/child-mode', { token: tablet, json: { childId: lily } })).status).toBe(200);

    for (const query of ['', `?childId=${sam}`]) {
      const refused = await media(tablet, other, query);
      expect(refused.status).toBe(403);
      expect(refused.body.response_message).toMatch(/^Tate is sleeping/);
    }
    expect((await media(tablet, routineMeditation)).status).toBe(200);
    const resume = await api(cms.url, '/child-history/all', { token: tablet, json: { childId: sam, mediaId: other } });
    expect(resume.status).toBe(403);

    const items = await list(tablet);
    expect(addressOf(items, other)).toBeNull();
    expect(addressOf(items, routineMeditation)).toEqual(expect.stringContaining('Night_Stars'));
  });

  it("gives no address for what the child may not start from its favourites either", async () => {
    expect((await api(cms.url, '/add-to-favouritelist', { token: tablet, json: { childId: lily, mediaId: other } })).status).toBe(200);
    const favourites = await api(cms.url, '/get-child-favouritelist', { token: tablet, json: { childId: lily } });
    const listed = (favourites.body.response as { data: Item[] }).data;
    expect(listed.map((item) => item._id)).toContain(other);
    expect(addressOf(listed, other)).toBeNull();
  });

  it("leaves the parent's other devices as they were", async () => {
    expect((await media(phone, other)).status).toBe(200);
    expect(addressOf(await list(phone), other)).toEqual(expect.stringContaining('Morning_Run'));
  });

  it("refuses the grown-ups' endpoints on the child's device, and keeps it to its own child's things", async () => {
    const askAGrownUp = { response_code: 403, response_message: PARENT_GATE_MESSAGES.childModeAskAGrownUp };
    const grownUps: [string, string, object?][] = [
      ['PUT', `/children/${lily}/bedtime`, { bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: null }],
      ['PUT', `/children/${lily}`, { name: 'Lilly' }],
      ['POST', '/children', { name: 'Ghost', dob: '2019-01-01' }],
      ['POST', '/changePassword', { oldPassword: PASSWORD, newPassword: 'Another123!' }],
      ['GET', '/devices'],
      ['POST', '/devices/sign-out-others', {}],
      ['PUT', '/parent-gate/pin', { password: PASSWORD, pin: '1234' }],
      ['POST', '/account/delete', { password: PASSWORD }],
      ['POST', '/payment', {}],
    ];
    for (const [method, path, json] of grownUps) {
      const refused = await api(cms.url, path, { method, token: tablet, json });
      expect(refused.body, `${method} ${path}`).toMatchObject(askAGrownUp);
    }
    const otherChild = { response_code: 403, response_message: PARENT_GATE_MESSAGES.childModeOtherChild };
    expect((await api(cms.url, '/get-child-favouritelist', { token: tablet, json: { childId: sam } })).body).toMatchObject(otherChild);
    expect((await api(cms.url, `/children/${sam}/bedtime`, { method: 'GET', token: tablet })).body).toMatchObject(otherChild);
    expect((await api(cms.url, '/child-history', { token: tablet, json: { childId: sam, mediaId: other, watchingTime: 5 } })).body).toMatchObject(otherChild);
    const batch = (childId: string) => api(cms.url, '/child-history/batch', { token: tablet, json: { childId, saves: [{ mediaId: other, currentMediaTimestamp: 5 }] } });
    expect((await batch(sam)).body).toMatchObject(otherChild);
    expect((await batch(lily)).body).toMatchObject({ response_code: 200, response_data: [{ response_code: 200 }] });

    expect((await api(cms.url, '/get-child-favouritelist', { token: tablet, json: { childId: lily } })).status).toBe(200);
    expect((await api(cms.url, `/children/${lily}/bedtime`, { method: 'GET', token: tablet })).status).toBe(200);
    expect((await api(cms.url, '/checkSubscription', { token: tablet, json: {} })).status).toBe(200);
    // The parent's own phone is not the child's: the same settings change there.
    expect((await api(cms.url, `/children/${sam}/bedtime`, { method: 'GET', token: phone })).status).toBe(200);
    expect((await api(cms.url, '/devices', { method: 'GET', token: phone })).status).toBe(200);
  });

  it("keeps the child's daily limit on a device given to it: past it, no list address and no play", async () => {
    const den = await signIn();
    await api(cms.url, `/children/${sam}/bedtime`, {
      method: 'PUT',
      token: phone,
      json: { bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: 5 },
    });
    await recordListeningDay(cms.strapi, sam, new Date().toISOString().slice(0, 10), 5 * 60);
    expect((await api(cms.url, '/devices/child-mode', { token: den, json: { childId: sam } })).status).toBe(200);

    const refused = await media(den, other);
    expect(refused.body).toMatchObject({ response_code: 403, response_message: BEDTIME_MESSAGES.dailyLimitReached });
    expect(addressOf(await list(den), other)).toBeNull();
    // The parent's phone names no child: it plays.
    expect((await media(phone, other)).status).toBe(200);
  });

  it('is left only behind the parent gate, and a child cannot hand the tablet to a sibling', async () => {
    const sibling = await api(cms.url, '/devices/child-mode', { token: tablet, json: { childId: sam } });
    expect(sibling.status).toBe(403);
    const noAnswer = await api(cms.url, '/devices/child-mode/leave', { token: tablet, json: {} });
    expect(noAnswer.body).toMatchObject({ response_code: 400, response_data: { field: 'password' } });
    expect((await media(tablet, other)).status).toBe(403);

    const left = await api(cms.url, '/devices/child-mode/leave', { token: tablet, json: { password: PASSWORD } });
    expect(left.status).toBe(200);
    expect((await media(tablet, other)).status).toBe(200);
  });
});
