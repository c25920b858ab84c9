import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createChild, createMedia, createParent, recordListeningDay, type TestParent } from './children-support';
import { dayIn } from '../src/family/client-context';

let parent: TestParent;
let childId: string;
const media: Record<string, string> = {};
const DAY = 86_400_000;
const HOUR = 3_600_000;
const CHILD_TIME_ZONE = 'Europe/Paris';

/**
 * An instant of the calendar day before `now` in a time zone. Not `now - DAY`: on a day the clocks change,
 * 24 hours back is the same day (a 25-hour day) or two days back (after a 23-hour day).
 */
function onThePreviousDay(now: number, timeZone: string): number {
  const today = dayIn(timeZone, new Date(now));
  let at = now - HOUR;
  while (dayIn(timeZone, new Date(at)) === today) at -= HOUR;
  return at;
}

type Item = { _id: string; title: string };
type Profile = {
  child: { _id: string; name: string; age: number };
  recentlyPlayed: (Item & { currentMediaTimestamp: number; percentCompleted: number })[];
  suggested: Item[];
  statistics: { streakDays: number; totalMinutes: number; timeZone: string };
};

const cms = cmsForTests();
beforeAll(async () => {
  parent = await createParent(cms.strapi, 'profile-parent@example.com');
  const today = new Date();
  const sixYearsAgo = new Date(Date.UTC(today.getUTCFullYear() - 6, 0, 1)).toISOString().slice(0, 10);
  childId = await createChild(cms.url, parent, { name: 'Nora', dateOfBirth: sixYearsAgo, theme: ['Nature', 'Animals'] });
  const categoryId = await createCategory(cms.strapi);
  const make = (title: string, ageRanges: string[], feelings: string[], extra: Record<string, unknown> = {}) =>
    createMedia(cms.strapi, { title, ageRanges, feelings, categoryId, durationMinutes: 10, ...extra });
  media.played1 = await make('Morning Calm', ['5-7'], ['calm']);
  media.played2 = await make('Sleepy Bear', ['5-7'], ['sleepy']);
  media.unrelated = await make('Jumping Jacks', ['5-7'], ['active'], { sortOrder: -1 });
  media.feeling = await make('Quiet Pond', ['5-7'], ['calm']);
  media.interest = await make('Nature Walk', ['5-7'], ['active']);
  media.tooYoung = await make('Toddler Tune', ['3-4'], ['calm']);
  media.paidYoung = await make('Paid Toddler Tune', ['3-4'], ['calm'], { accessLevel: 'paid' });

  const now = Date.now();
  const save = (mediaId: string, seconds: number, at: number, position: number) =>
    api(cms.url, '/child-history', {
      token: parent.token,
      json: { childId, mediaId, currentMediaTimestamp: position, watchingTime: seconds, clientSavedAt: at, timeZone: CHILD_TIME_ZONE },
    });
  // Yesterday's minute was counted yesterday: a save counts on the server's day, so it is written as that day's.
  const yesterday = onThePreviousDay(now, CHILD_TIME_ZONE);
  await recordListeningDay(cms.strapi, childId, dayIn(CHILD_TIME_ZONE, new Date(yesterday)), 60);
  // Sleepy Bear's entry is saved first, a moment ago. A save from five days back is ordered at the server's now - 24 h
  // (the oldest a client time may order), older than that entry whatever the hour: it is ignored and counts nothing.
  // (An entry saved "yesterday" could be 24 h old in the day's last hour, and the old save then counted as newer.)
  await save(media.played2, 0, now - 2000, 120);
  await save(media.played1, 90, now - 1000, 300);
  await save(media.played1, 30, now, 330);
  await save(media.played2, 500, now - 5 * DAY, 1);
});

async function profile(): Promise<Profile> {
  const response = await api(cms.url, `/children/${childId}/profile`, { method: 'GET', token: parent.token });
  expect(response.status).toBe(200);
  return response.body.response_data as Profile;
}

/** The SQL the database ran while `run` ran. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const record = (query: { sql: string }) => queries.push(query.sql);
  cms.strapi.db.connection.on('query', record);
  try {
    await run();
  } finally {
    cms.strapi.db.connection.off('query', record);
  }
  return queries;
}

/** The queries that select from a content type's table (quoted by SQLite or PostgreSQL, the latter with its schema). */
function readsOf(queries: string[], uid: 'api::child.child' | 'api::child-history.child-history'): string[] {
  const table = cms.strapi.db.metadata.get(uid).tableName;
  const fromTable = new RegExp(`\\bfrom (?:"\\w+"\\.)?[\`"]${table}[\`"]`);
  return queries.filter((sql) => fromTable.test(sql));
}

describe('child profile data', () => {
  it('shows the child and what it played, newest first, with progress', async () => {
    const data = await profile();
    expect(data.child).toMatchObject({ _id: childId, name: 'Nora', age: 6 });
    expect(data.recentlyPlayed.map((item) => item._id)).toEqual([media.played1, media.played2]);
    expect(data.recentlyPlayed[0]).toMatchObject({ currentMediaTimestamp: 330, percentCompleted: 55 });
  });

  it('counts the streak in days in the child time zone and the minutes listened (older saves ignored)', async () => {
    const { statistics } = await profile();
    expect(statistics).toEqual({ streakDays: 2, totalMinutes: 3, timeZone: CHILD_TIME_ZONE });
  });

  it('suggests media for its age by feelings and interests, leaves out what was played, then popular free items', async () => {
    const { suggested } = await profile();
    const order = suggested.map((item) => item._id);
    expect(order.slice(0, 3)).toEqual([media.feeling, media.interest, media.unrelated]);
    expect(order).not.toContain(media.played1);
    expect(order).not.toContain(media.played2);
    expect(order).toContain(media.tooYoung);
    expect(order).not.toContain(media.paidYoung);

    const listed = await api(cms.url, '/suggestedMedia/child', { token: parent.token, json: { id: childId } });
    expect((listed.body.response as { data: Item[] }).data.map((item) => item._id)).toEqual(order);
  });

  it('reads the child once, and its history once for the recent rows and once for the time zone', async () => {
    const queries = await queriesDuring(profile);
    expect(readsOf(queries, 'api::child.child')).toHaveLength(1);
    expect(readsOf(queries, 'api::child-history.child-history')).toHaveLength(2);
  });

  it('shows zero statistics for a child that never listened', async () => {
    const quiet = await createChild(cms.url, parent, { name: 'Quiet' });
    const response = await api(cms.url, `/children/${quiet}/profile`, { method: 'GET', token: parent.token });
    const data = response.body.response_data as Profile;
    expect(data.statistics).toMatchObject({ streakDays: 0, totalMinutes: 0 });
    expect(data.recentlyPlayed).toEqual([]);
    expect(data.suggested.length).toBeGreaterThan(0);
  });
});
