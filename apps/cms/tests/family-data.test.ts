import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARENT_GATE_MESSAGES } from '@tate/contracts';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createChild, createFamily, PNG_BYTES, type TestFamily } from './children-support';

const AUDIT = 'api::family-data.privacy-audit';

const cms = cmsForTests({ FAMILY_DATA_DOWNLOADS_MAX: '2' });
let family: TestFamily;
let photoChildId: string;

/** A child with a photo, made like the apps make it (multipart). */
async function createChildWithPhoto(name: string): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('dateOfBirth', '2020-02-02');
  form.append('theme', JSON.stringify(['Space']));
  form.append('profileImg', new Blob([PNG_BYTES], { type: 'image/png' }), 'photo.png');
  const created = await api(cms.url, '/children', { token: family.parent.token, form });
  return (created.body.response_data as { _id: string })._id;
}

const PASSWORD = 'Secret123!';

/** The download as the web asks for it: POST with the parent's password. */
async function download(token: string, password: string = PASSWORD): Promise<Response> {
  return fetch(`${cms.url}/api/account/family-data`, {
    method: 'POST',
    headers: { authtoken: token, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
}

beforeAll(async () => {
  family = await createFamily(cms, 'family-data-parent@example.com', { title: 'Sleepy Stars' });
  await cms.strapi.db.query('api::parental-consent.parental-consent').create({
    data: { parent: family.parent.id, noticeVersion: '2026-11', agreedAt: new Date(), method: 'web-signup', verification: 'card', verifiedAt: new Date() },
  });
  const history = { childId: family.childId, mediaId: family.mediaId, currentMediaTimestamp: 61, timeZone: 'Europe/Paris', watchingTime: 61 };
  await api(cms.url, '/child-history', { token: family.parent.token, json: history });
  await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { mediaId: family.mediaId, childId: family.childId } });
  const series = (await cms.strapi.documents('api::sub-category.sub-category').create({
    data: { name: 'Cloud series', slug: 'cloud-series', category: { connect: [await createCategory(cms.strapi)] } },
    status: 'published',
  } as never)) as { documentId: string };
  for (const [seriesId, duration] of [[series.documentId, 75], ['a-series-since-deleted', 20]] as const) {
    await api(cms.url, '/user-video-status', { token: family.parent.token, json: { child_id: family.childId, sub_cat_id: seriesId, duration } });
  }
  photoChildId = await createChildWithPhoto('Zoë');
  const sentByEmail = (uid: string, data: Record<string, unknown>) => cms.strapi.db.query(uid).create({ data });
  await sentByEmail('api::contact-message.contact-message', {
    firstname: 'Ana',
    lastname: 'Parent',
    email: 'Family-Data-Parent@example.com',
    number: '0123456789',
    message: 'Is Tate waterproof?',
  });
  await sentByEmail('api::contact-message.contact-message', { firstname: 'Other', lastname: 'Person', email: 'other@example.com', number: '1', message: 'Not theirs' });
  await sentByEmail('api::newsletter-signup.newsletter-signup', { email: 'family-data-parent@example.com', firstName: 'Ana' });
  await sentByEmail('api::welcome-signup.welcome-signup', { name: 'Ana', lastname: 'Parent', email: 'family-data-parent@example.com' });
  const bedtime = { bedtime: '20:00', wakeTime: '07:00', timeZone: 'America/Toronto', routine: [family.mediaId], dailyLimitMinutes: 45 };
  const saved = await api(cms.url, `/children/${family.childId}/bedtime`, { token: family.parent.token, json: bedtime, method: 'PUT' });
  expect(saved.body.response_code).toBe(200);
});

describe("download my family's data", () => {
  it('is a ZIP with the account and a readable JSON per child, with its history, favourites and photo', async () => {
    const response = await download(family.parent.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tate-family-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'tate-family-data/README.txt',
      'tate-family-data/account.json',
      'tate-family-data/children/1-mia.json',
      'tate-family-data/children/2-zoe-photo.png',
      'tate-family-data/children/2-zoe.json',
    ]);
    const account = JSON.parse(await zip.file('tate-family-data/account.json')!.async('string'));
    expect(account).toMatchObject({
      email: 'family-data-parent@example.com',
      subscription: { status: 'active', plan: 'month' },
      payments: [],
      privacyConsents: [{ noticeVersion: '2026-11', method: 'web-signup', verification: 'card' }],
    });
    expect(Object.keys(account.privacyConsents[0]).sort()).toEqual(['agreedAt', 'method', 'noticeVersion', 'verification', 'verifiedAt']);
    // The website's forms sent with the account's e-mail, whatever its case; another person's message is not there.
    expect(account.contactMessages).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: 'Parent', phone: '0123456789', message: 'Is Tate waterproof?' }),
    ]);
    expect(account.newsletterSignUps).toEqual([expect.objectContaining({ email: 'family-data-parent@example.com', firstName: 'Ana' })]);
    expect(account.welcomeSignUps).toEqual([expect.objectContaining({ firstName: 'Ana', lastName: 'Parent' })]);

    const mia = JSON.parse(await zip.file('tate-family-data/children/1-mia.json')!.async('string'));
    expect(mia.profile).toMatchObject({ name: 'Mia', dateOfBirth: '2019-05-04', interests: ['Animals'], photo: null, earlierListeningSeconds: 0 });
    expect(mia.profile.bedtime).toEqual({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'America/Toronto',
      routineMeditationIds: [family.mediaId],
      dailyLimitMinutes: 45,
    });
    expect(mia.listeningHistory).toEqual([
      expect.objectContaining({ meditation: 'Sleepy Stars', meditationId: family.mediaId, stoppedAtSeconds: 61, listenedSeconds: 61, timeZone: 'Europe/Paris' }),
    ]);
    expect(mia.listeningDays).toEqual([expect.objectContaining({ listenedSeconds: 61 })]);
    expect(mia.favourites).toEqual([expect.objectContaining({ meditation: 'Sleepy Stars', meditationId: family.mediaId })]);
    // Each video position names its series, or null once the series is gone.
    expect(mia.videoPositions).toEqual([
      expect.objectContaining({ video: 'Cloud series', stoppedAtSeconds: 75 }),
      expect.objectContaining({ video: null, videoId: 'a-series-since-deleted', stoppedAtSeconds: 20 }),
    ]);

    const zoe = JSON.parse(await zip.file('tate-family-data/children/2-zoe.json')!.async('string'));
    expect(zoe.profile).toMatchObject({ name: 'Zoë', photo: '2-zoe-photo.png' });
    expect(zoe.profile.bedtime).toEqual({ bedtime: null, wakeTime: null, timeZone: 'America/Toronto', routineMeditationIds: [], dailyLimitMinutes: null });
    const photo = await zip.file('tate-family-data/children/2-zoe-photo.png')!.async('nodebuffer');
    expect(photo.subarray(1, 4).toString()).toBe('PNG');
  });

  it('streams a family with years of history page by page, every row in the file', async () => {
    const parent = family.parent;
    const childId = await createChild(cms.url, parent, { name: 'Years' });
    const days = Array.from({ length: 1200 }, (_, index) => ({
      childId,
      day: new Date(Date.UTC(2022, 0, 1 + index)).toISOString().slice(0, 10),
      seconds: 60,
    }));
    await cms.strapi.db.query('api::child-history.listening-day').createMany({ data: days });
    const zip = await JSZip.loadAsync(await (await download(parent.token)).arrayBuffer());
    const years = JSON.parse(await zip.file('tate-family-data/children/3-years.json')!.async('string'));
    expect(years.listeningDays).toHaveLength(1200);
    expect(years.listeningDays.at(-1)).toEqual({ day: days.at(-1)!.day, listenedSeconds: 60 });
    await api(cms.url, `/children/${childId}`, { method: 'DELETE', token: parent.token });
  });

  it('is recorded in the audit with who and when, without the data', async () => {
    const rows = (await cms.strapi.db.query(AUDIT).findMany({ where: { parentId: family.parent.documentId, action: 'family-data-downloaded' } })) as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ parentId: family.parent.documentId, childId: null, removed: null });
    expect(rows[0].createdAt).toBeTruthy();
  });

  it("refuses without the parent's password, or with a wrong one, and sends nothing", async () => {
    const asker = await createFamily(cms, 'family-data-asker@example.com');
    const withoutBody = await fetch(`${cms.url}/api/account/family-data`, { method: 'POST', headers: { authtoken: asker.parent.token } });
    expect(withoutBody.status).toBe(400);
    expect(await withoutBody.json()).toMatchObject({ response_data: { field: 'password' } });
    const wrong = await download(asker.parent.token, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-disposition')).toBeNull();
    expect(await wrong.json()).toMatchObject({ response_code: 400, response_message: PARENT_GATE_MESSAGES.parentGatePasswordWrong, response_data: { field: 'password' } });
    expect(await cms.strapi.db.query(AUDIT).count({ where: { parentId: asker.parent.documentId } })).toBe(0);
  });

  it('still answers the apps\' GET, without the password (deprecated)', async () => {
    const app = await createFamily(cms, 'family-data-app@example.com');
    const response = await fetch(`${cms.url}/api/account/family-data`, { headers: { authtoken: app.parent.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
  });

  it('needs the parent signed in, and is limited per account (two an hour here), not per address', async () => {
    expect((await fetch(`${cms.url}/api/account/family-data`, { method: 'POST' })).status).toBe(401);
    const refused = await download(family.parent.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ response_code: 429 });
    const other = await createFamily(cms, 'family-data-other@example.com');
    expect((await download(other.parent.token)).status).toBe(200);
  });
});

describe("delete this child's data", () => {
  it('removes the profile, photo, history, favourites and positions, says what it removed, and is audited', async () => {
    const photoFile = ((await cms.strapi.db.query('api::child.child').findOne({ where: { documentId: photoChildId } })) as { photoFile: string }).photoFile;
    await api(cms.url, '/child-history', {
      token: family.parent.token,
      json: { childId: photoChildId, mediaId: family.mediaId, currentMediaTimestamp: 10, timeZone: 'UTC', watchingTime: 10 },
    });
    expect(fs.existsSync(path.join(cms.dirs.privateMedia, photoFile))).toBe(true);
    const deleted = await api(cms.url, `/children/${photoChildId}`, { method: 'DELETE', token: family.parent.token });
    expect(deleted.body).toMatchObject({
      response_code: 200,
      response_message: 'Child profile deleted',
      response_data: { removed: { profile: 1, photo: 1, listeningHistory: 1, listeningDays: 1, favourites: 0, videoPositions: 0 } },
    });
    for (const uid of ['api::child-history.child-history', 'api::child-history.listening-day', 'api::favourite.favourite']) {
      expect(await cms.strapi.db.query(uid).count({ where: { childId: photoChildId } })).toBe(0);
    }
    expect(fs.existsSync(path.join(cms.dirs.privateMedia, photoFile))).toBe(false);

    const audit = (await cms.strapi.db.query(AUDIT).findOne({ where: { childId: photoChildId } })) as Record<string, unknown>;
    expect(audit).toMatchObject({
      action: 'child-data-deleted',
      parentId: family.parent.documentId,
      removed: { profile: 1, photo: 1, listeningHistory: 1, listeningDays: 1, favourites: 0, videoPositions: 0 },
    });
    expect(JSON.stringify(audit)).not.toContain('Zoë');
  });

  it("refuses another family's child, and deletes nothing", async () => {
    const other = await createFamily(cms, 'family-data-stranger@example.com');
    const refused = await api(cms.url, `/children/${family.childId}`, { method: 'DELETE', token: other.parent.token });
    expect(refused.status).toBe(404);
    expect(await cms.strapi.db.query('api::child.child').count({ where: { documentId: family.childId } })).toBe(1);
  });
});
