import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_EXTENSION_MINUTES, BEDTIME_MESSAGES, PARENT_GATE_MESSAGES, type BedtimeView } from '@tate/contracts';
import { api, createCategory, createChild, createMedia, createParent, recordListeningDay, type TestParent } from './children-support';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });
const PASSWORD = 'Secret123!';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The UTC wall time (HH:MM) `minutes` from the real now: the family in these tests lives in UTC. */
const clock = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString().slice(11, 16);

let parent: TestParent;
let categoryId: string;
let shortA: string;
let shortB: string;
let other: string;
let routineSeries: string;
let otherSeries: string;

async function createSeries(name: string): Promise<string> {
  const created = (await cms.strapi.documents('api::sub-category.sub-category').create({
    data: { name, slug: name.toLowerCase().replace(/ /g, '-'), category: { connect: [categoryId] } },
    status: 'published',
  } as never)) as { documentId: string };
  return created.documentId;
}

beforeAll(async () => {
  parent = await createParent(cms.strapi, 'bedtime-parent@example.com');
  categoryId = await createCategory(cms.strapi);
  routineSeries = await createSeries('Star series');
  otherSeries = await createSeries('Sun series');
  shortA = await createMedia(cms.strapi, { title: 'Sleepy Stars', durationMinutes: 7, categoryId, subCategoryId: routineSeries });
  shortB = await createMedia(cms.strapi, { title: 'Soft Waves', durationMinutes: 8, categoryId });
  other = await createMedia(cms.strapi, { title: 'Morning Sun', durationMinutes: 20, categoryId, subCategoryId: otherSeries });
});

const bedtimeOf = (childId: string, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/children/${childId}/bedtime`, { headers: { authtoken: parent.token, ...headers } }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { response_code: number; response_message: string; response_data: BedtimeView },
  }));

const put = (childId: string, json: Record<string, unknown>) => api(cms.url, `/children/${childId}/bedtime`, { method: 'PUT', token: parent.token, json });

const settings = (overrides: Record<string, unknown> = {}) => ({
  bedtime: '20:00',
  wakeTime: '07:00',
  timeZone: 'America/Toronto',
  routine: [shortA, shortB],
  dailyLimitMinutes: 60,
  ...overrides,
});

const mediaFor = (mediaId: string, childId?: string) =>
  api(cms.url, `/category/media/${mediaId}${childId ? `?childId=${childId}` : ''}`, { method: 'GET', token: parent.token });

const resume = (childId: string, mediaId: string) => api(cms.url, '/child-history/all', { token: parent.token, json: { childId, mediaId } });

const listen = (childId: string, mediaId: string, seconds: number, at = Date.now()) =>
  api(cms.url, '/child-history', {
    token: parent.token,
    json: { childId, mediaId, currentMediaTimestamp: seconds, watchingTime: seconds, clientSavedAt: at },
  });

const gate = (childId: string, path: 'bedtime/unlock' | 'daily-limit/extend', password: string) =>
  api(cms.url, `/children/${childId}/${path}`, { token: parent.token, json: { password } });

describe('bedtime settings', () => {
  it('starts empty, takes the family time zone from the request the first time, and saves a round trip', async () => {
    const childId = await createChild(cms.url, parent, { name: 'Round' });
    const first = await bedtimeOf(childId, { 'x-time-zone': 'Europe/Paris' });
    expect(first.status).toBe(200);
    expect(first.body.response_data).toMatchObject({
      bedtime: null,
      wakeTime: null,
      timeZone: 'Europe/Paris',
      routine: [],
      dailyLimitMinutes: null,
      status: { phase: 'day', wakeAt: null, unlockedUntil: null, minutesToday: 0, minutesLeft: null, secondsLeft: null, limitReached: false },
    });
    expect(first.body.response_data.week).toHaveLength(7);

    const saved = await put(childId, settings());
    expect(saved.status).toBe(200);
    expect(saved.body.response_message).toBe('Bedtime saved');
    const again = await bedtimeOf(childId, { 'x-time-zone': 'Asia/Tokyo' });
    expect(again.body.response_data).toMatchObject({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'America/Toronto',
      routine: [
        { id: shortA, title: 'Sleepy Stars', duration: 7, image: null },
        { id: shortB, title: 'Soft Waves', duration: 8, image: null },
      ],
      dailyLimitMinutes: 60,
      status: { minutesToday: 0, minutesLeft: 60, secondsLeft: 3600, limitReached: false },
    });

    const cleared = await put(childId, { bedtime: '', wakeTime: '', timeZone: 'America/Toronto', routine: [], dailyLimitMinutes: '' });
    expect(cleared.body.response_data).toMatchObject({ bedtime: null, wakeTime: null, routine: [], dailyLimitMinutes: null });
  });

  it('refuses each bad setting, naming the field', async () => {
    const childId = await createChild(cms.url, parent, { name: 'Refused' });
    const draft = await createMedia(cms.strapi, { title: 'Draft', durationMinutes: 3, categoryId, published: false });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ bedtime: '8pm' }, 'bedtime', BEDTIME_MESSAGES.bedtimeFormat],
      [{ wakeTime: '25:00' }, 'wakeTime', BEDTIME_MESSAGES.wakeTimeFormat],
      [{ wakeTime: null }, 'wakeTime', BEDTIME_MESSAGES.bedtimeNeedsWakeTime],
      [{ bedtime: null }, 'bedtime', BEDTIME_MESSAGES.wakeTimeNeedsBedtime],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', BEDTIME_MESSAGES.timeZoneUnknown],
      [{ routine: [shortA, shortB, other, 'd', 'e', 'f'] }, 'routine', BEDTIME_MESSAGES.routineTooLong(5)],
      [{ routine: [shortA, shortA] }, 'routine', BEDTIME_MESSAGES.routineRepeats],
      [{ routine: [shortA, 'no-such-meditation'] }, 'routine', BEDTIME_MESSAGES.routineMeditationMissing],
      [{ routine: [draft] }, 'routine', BEDTIME_MESSAGES.routineMeditationMissing],
      [{ routine: [shortA, shortB, other] }, 'routine', BEDTIME_MESSAGES.routineOutlastsWindDown(30)],
      [{ dailyLimitMinutes: 4 }, 'dailyLimitMinutes', BEDTIME_MESSAGES.dailyLimitRange(5, 240)],
      [{ dailyLimitMinutes: 241 }, 'dailyLimitMinutes', BEDTIME_MESSAGES.dailyLimitRange(5, 240)],
    ];
    for (const [overrides, field, message] of refusals) {
      const { status, body } = await put(childId, settings(overrides));
      expect({ status, message: body.response_message, data: body.response_data }).toEqual({ status: 400, message, data: { field } });
    }
    expect((await bedtimeOf(childId)).body.response_data.bedtime).toBeNull();
  });
});

describe('a new child with its bedtime', () => {
  const childrenOf = (owner: TestParent) => cms.strapi.db.query('api::child.child').count({ where: { parent: { id: owner.id } } });

  it('is made with its settings in one write, from JSON or multipart, and sets the family time zone', async () => {
    const owner = await createParent(cms.strapi, 'bedtime-new-child@example.com');
    const made = await api(cms.url, '/children', {
      token: owner.token,
      json: { name: 'Ada', dateOfBirth: '2020-02-02', theme: [], bedtime: settings({ timeZone: 'Europe/Paris' }) },
    });
    expect(made.status).toBe(200);
    const childId = (made.body.response_data as { _id: string })._id;
    const view = await fetch(`${cms.url}/api/children/${childId}/bedtime`, { headers: { authtoken: owner.token } });
    expect(((await view.json()) as { response_data: BedtimeView }).response_data).toMatchObject({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'Europe/Paris',
      routine: [{ id: shortA }, { id: shortB }],
      dailyLimitMinutes: 60,
    });

    const form = new FormData();
    form.set('name', 'Bo');
    form.set('dateOfBirth', '2021-03-03');
    form.set('theme', '[]');
    form.set('bedtime', JSON.stringify(settings({ routine: [], dailyLimitMinutes: '' })));
    const multipart = await api(cms.url, '/children', { token: owner.token, form });
    expect(multipart.status).toBe(200);
    const formChild = (multipart.body.response_data as { _id: string })._id;
    const formView = await fetch(`${cms.url}/api/children/${formChild}/bedtime`, { headers: { authtoken: owner.token } });
    expect(((await formView.json()) as { response_data: BedtimeView }).response_data).toMatchObject({ bedtime: '20:00', routine: [], dailyLimitMinutes: null });
  });

  it('makes nothing when a setting is refused, and names the field', async () => {
    const owner = await createParent(cms.strapi, 'bedtime-refused-child@example.com');
    const create = (bedtime: unknown) => api(cms.url, '/children', { token: owner.token, json: { name: 'Cy', dateOfBirth: '2020-02-02', bedtime } });
    const refusals: [unknown, string, string][] = [
      [settings({ routine: [shortA, 'no-such-meditation'] }), 'routine', BEDTIME_MESSAGES.routineMeditationMissing],
      [settings({ routine: [shortA, shortB, other] }), 'routine', BEDTIME_MESSAGES.routineOutlastsWindDown(30)],
      [settings({ wakeTime: '25:00' }), 'bedtime.wakeTime', BEDTIME_MESSAGES.wakeTimeFormat],
      ['8pm', 'bedtime', 'Bedtime must be an object of bedtime settings'],
    ];
    for (const [bedtime, field, message] of refusals) {
      const { status, body } = await create(bedtime);
      expect({ status, message: body.response_message, data: body.response_data }).toEqual({ status: 400, message, data: { field } });
    }
    expect(await childrenOf(owner)).toBe(0);
  });
});

describe('quiet hours', () => {
  let childId: string;
  const wakeTime = clock(120);

  beforeAll(async () => {
    childId = await createChild(cms.url, parent, { name: 'Sleepy' });
    const saved = await put(childId, settings({ bedtime: clock(-60), wakeTime, timeZone: 'UTC', routine: [shortA], dailyLimitMinutes: null }));
    expect(saved.status).toBe(200);
  });

  it('shows the child asleep until its wake-up', async () => {
    const { status } = (await bedtimeOf(childId)).body.response_data;
    expect(status.phase).toBe('quiet');
    expect(status.wakeAt?.slice(11, 16)).toBe(wakeTime);
    expect(status.unlockedUntil).toBeNull();
  });

  it("refuses the media address and the resume position for that child, but not for the routine's meditation", async () => {
    const refused = await mediaFor(other, childId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ response_code: 403, response_message: BEDTIME_MESSAGES.bedtimeQuiet(wakeTime) });
    const position = await resume(childId, other);
    expect(position.status).toBe(403);
    expect(position.body.response_message).toBe(BEDTIME_MESSAGES.bedtimeQuiet(wakeTime));

    expect((await mediaFor(shortA, childId)).status).toBe(200);
    expect((await resume(childId, shortA)).status).toBe(200);
    // A request that names no child is as before.
    const anyone = await mediaFor(other);
    expect(anyone.status).toBe(200);
    expect((anyone.body.response_data as { _id: string })._id).toBe(other);
  });

  it("refuses the video screen's resume position, but not in the routine's series", async () => {
    const position = (subCategoryId: string) =>
      api(cms.url, '/fetch-video-duration', { token: parent.token, json: { parent_id: parent.documentId, child_id: childId, sub_cat_id: subCategoryId } });
    const refused = await position(otherSeries);
    expect(refused.status).toBe(403);
    expect(refused.body.response_message).toBe(BEDTIME_MESSAGES.bedtimeQuiet(wakeTime));
    expect((await position(routineSeries)).status).toBe(200);
  });

  it('refuses a play whose child is named in a form it cannot be with the endpoint’s own 400, rather than play it unchecked', async () => {
    for (const query of [`childId=${childId}&childId=${childId}`, `childId=${'x'.repeat(65)}`]) {
      const twice = await api(cms.url, `/category/media/${other}?${query}`, { method: 'GET', token: parent.token });
      expect(twice.status).toBe(400);
      expect(twice.body).toMatchObject({ response_code: 400, response_data: { field: 'childId' } });
    }
    const video = await api(cms.url, '/fetch-video-duration', { token: parent.token, json: { child_id: [childId], sub_cat_id: otherSeries } });
    expect(video.status).toBe(400);
    expect(video.body).toMatchObject({ response_data: { field: 'child_id' } });
  });

  it('asks a signed-in parent when a child is named', async () => {
    const anonymous = await api(cms.url, `/category/media/${other}?childId=${childId}`, { method: 'GET' });
    expect(anonymous.status).toBe(401);
  });

  it('stays quiet with a wrong password and unlocks until the wake-up with the right one', async () => {
    const wrong = await gate(childId, 'bedtime/unlock', 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ response_message: PARENT_GATE_MESSAGES.parentGatePasswordWrong, response_data: { field: 'password' } });
    expect((await mediaFor(other, childId)).status).toBe(403);

    const unlocked = await gate(childId, 'bedtime/unlock', PASSWORD);
    expect(unlocked.status).toBe(200);
    const { status } = unlocked.body.response_data as BedtimeView;
    expect(status.unlockedUntil).toBe(status.wakeAt);
    expect((await mediaFor(other, childId)).status).toBe(200);
    expect((await resume(childId, other)).status).toBe(200);
  });

  it("refuses another parent's child as not found", async () => {
    const stranger = await createParent(cms.strapi, 'bedtime-stranger@example.com');
    const foreign = await api(cms.url, `/category/media/${other}?childId=${childId}`, { method: 'GET', token: stranger.token });
    expect(foreign.status).toBe(404);
  });
});

describe('the daily limit', () => {
  let childId: string;

  beforeAll(async () => {
    childId = await createChild(cms.url, parent, { name: 'Busy' });
    await put(childId, settings({ bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: 5 }));
  });

  it('counts today’s minutes from the listening history and refuses a new play once they reach the limit', async () => {
    expect((await listen(childId, shortA, 240)).status).toBe(200);
    const before = (await bedtimeOf(childId)).body.response_data.status;
    expect(before).toMatchObject({ minutesToday: 4, minutesLeft: 1, secondsLeft: 60, limitReached: false });
    expect((await mediaFor(other, childId)).status).toBe(200);

    await listen(childId, shortA, 60, Date.now() + 1000);
    const after = (await bedtimeOf(childId)).body.response_data.status;
    expect(after).toMatchObject({ minutesToday: 5, minutesLeft: 0, secondsLeft: 0, limitReached: true });
    for (const refused of [await mediaFor(other, childId), await mediaFor(shortA, childId), await resume(childId, other)]) {
      expect(refused.status).toBe(403);
      expect(refused.body.response_message).toBe(BEDTIME_MESSAGES.dailyLimitReached);
    }
  });

  it("counts a save's minutes on the server's day, whatever the device's clock says", async () => {
    const clockless = await createChild(cms.url, parent, { name: 'Clockless' });
    await put(clockless, settings({ bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: 5 }));
    // A device whose clock is at 1970, then one two days behind: both count toward today, so today's limit holds.
    expect((await listen(clockless, shortA, 120, 1000)).status).toBe(200);
    expect((await listen(clockless, shortB, 180, Date.now() - 2 * DAY_MS)).status).toBe(200);
    const status = (await bedtimeOf(clockless)).body.response_data.status;
    expect(status).toMatchObject({ minutesToday: 5, limitReached: true });
    expect((await mediaFor(other, clockless)).status).toBe(403);
  });

  it('refuses a save dated more than five minutes ahead, so no device can freeze the position', async () => {
    const ahead = await listen(childId, other, 30, Date.now() + 2 * DAY_MS);
    expect(ahead.status).toBe(400);
    expect(ahead.body.response_data).toEqual({ field: 'clientSavedAt' });
    expect((await listen(childId, other, 0, Date.now() + 2 * MINUTE_MS)).status).toBe(200);
    const video = await api(cms.url, '/user-video-status', {
      token: parent.token,
      json: { child_id: childId, sub_cat_id: otherSeries, duration: 12, clientSavedAt: Date.now() + DAY_MS },
    });
    expect(video.status).toBe(400);
    expect(video.body.response_data).toEqual({ field: 'clientSavedAt' });
  });

  it('adds 15 minutes for today behind the password', async () => {
    const wrong = await gate(childId, 'daily-limit/extend', 'guess');
    expect(wrong.status).toBe(400);
    expect(wrong.body.response_message).toBe(PARENT_GATE_MESSAGES.parentGatePasswordWrong);

    const extended = await gate(childId, 'daily-limit/extend', PASSWORD);
    expect(extended.status).toBe(200);
    expect((extended.body.response_data as BedtimeView).status).toMatchObject({
      minutesLeft: LIMIT_EXTENSION_MINUTES,
      secondsLeft: LIMIT_EXTENSION_MINUTES * 60,
      limitReached: false,
    });
    expect((await mediaFor(other, childId)).status).toBe(200);
  });

  it('refuses to extend a child without a limit', async () => {
    const free = await createChild(cms.url, parent, { name: 'Free' });
    const refused = await gate(free, 'daily-limit/extend', PASSWORD);
    expect(refused.status).toBe(400);
    expect(refused.body.response_data).toEqual({ field: 'dailyLimitMinutes' });
  });

  it("shows the week's minutes per family day, today last", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    await recordListeningDay(cms.strapi, childId, twoDaysAgo, 600);
    const { week } = (await bedtimeOf(childId)).body.response_data;
    expect(week.map((entry) => entry.day).at(-1)).toBe(today);
    expect(week.find((entry) => entry.day === twoDaysAgo)?.minutes).toBe(10);
    expect(week.find((entry) => entry.day === today)?.minutes).toBe(5);
  });
});

describe('the parent gate', () => {
  /** A parent of its own with a child whose bedtime is set, and a second device: a login of the same parent. */
  async function familyWithTwoDevices(email: string) {
    const gateParent = await createParent(cms.strapi, email);
    const childId = await createChild(cms.url, gateParent, { name: 'Guarded' });
    await api(cms.url, `/children/${childId}/bedtime`, { method: 'PUT', token: gateParent.token, json: settings({ routine: [] }) });
    // Each login is a device session of its own, named in its token: another device.
    const login = await api(cms.url, '/login', { json: { email, password: PASSWORD } });
    const phone = (login.body.response_data as { authToken: string }).authToken;
    const unlock = (token: string, answer: Record<string, string>) => api(cms.url, `/children/${childId}/bedtime/unlock`, { token, json: answer });
    return { gateParent, childId, phone, unlock };
  }

  it('slows a guessing device down with a growing wait, even for the right answer, and never the other devices', async () => {
    const { gateParent, phone, unlock } = await familyWithTwoDevices('bedtime-guesser@example.com');
    for (let guess = 0; guess < 3; guess += 1) expect((await unlock(gateParent.token, { password: `guess-${guess}` })).status).toBe(400);
    // The fourth wrong answer starts a 5 s wait on this device.
    expect((await unlock(gateParent.token, { password: 'guess-3' })).status).toBe(400);
    const waiting = await unlock(gateParent.token, { password: PASSWORD });
    expect(waiting.status).toBe(429);
    expect(waiting.body.response_message).toMatch(/^Too many wrong tries on this device\. Try again in [1-5] seconds\.$/);
    // The parent's phone opens the gate at once.
    expect((await unlock(phone, { password: PASSWORD })).status).toBe(200);
  });

  it('asks for the parent PIN once one is set: the password no longer opens it', async () => {
    const { gateParent, childId, unlock } = await familyWithTwoDevices('bedtime-pin@example.com');
    const before = await api(cms.url, `/children/${childId}/bedtime`, { method: 'GET', token: gateParent.token });
    expect((before.body.response_data as BedtimeView).parentGate).toBe('password');
    const setPin = (json: Record<string, string>) => api(cms.url, '/parent-gate/pin', { method: 'PUT', token: gateParent.token, json });

    const wrongPassword = await setPin({ password: 'not-mine', pin: '2468' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.response_data).toEqual({ field: 'password' });
    const letters = await setPin({ password: PASSWORD, pin: '12ab' });
    expect(letters.body).toMatchObject({ response_message: PARENT_GATE_MESSAGES.parentPinFormat, response_data: { field: 'pin' } });
    const saved = await setPin({ password: PASSWORD, pin: '2468' });
    expect(saved.body).toMatchObject({ response_code: 200, response_message: PARENT_GATE_MESSAGES.parentPinSaved, response_data: { asks: 'pin' } });
    const asks = await api(cms.url, '/parent-gate', { method: 'GET', token: gateParent.token });
    expect(asks.body.response_data).toEqual({ asks: 'pin' });

    const withPassword = await unlock(gateParent.token, { password: PASSWORD });
    expect(withPassword.body).toMatchObject({ response_code: 400, response_message: PARENT_GATE_MESSAGES.parentGatePinRequired, response_data: { field: 'pin' } });
    const wrongPin = await unlock(gateParent.token, { pin: '1357' });
    expect(wrongPin.body).toMatchObject({ response_code: 400, response_message: PARENT_GATE_MESSAGES.parentGatePinWrong, response_data: { field: 'pin' } });
    const opened = await unlock(gateParent.token, { pin: '2468' });
    expect(opened.status).toBe(200);
    expect((opened.body.response_data as BedtimeView).parentGate).toBe('pin');
    const extended = await api(cms.url, `/children/${childId}/daily-limit/extend`, { token: gateParent.token, json: { pin: '2468' } });
    expect(extended.status).toBe(200);
  });
});
