import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, createChild, createMedia, createFamily, createParent, type TestFamily } from './children-support';
import { cmsForTests } from './cms-for-tests';

// Issue 57 item 2: a player offline for a while sends its queued saves of one child in one request
// (docs/decisions/2026-11-29-history-save-cache.md), each answered in order as POST /child-history answers it.
const cms = cmsForTests({}, { shared: true });
let family: TestFamily;
beforeAll(async () => {
  family = await createFamily(cms, 'history-batch-parent@example.com');
});

const msAgo = (ms: number) => Date.now() - ms;

const itemAnswer = z.object({
  response_code: z.number(),
  response_message: z.string(),
  response_data: z.record(z.unknown()).optional(),
});
const batchAnswer = z.object({ response_code: z.literal(200), response_message: z.string(), response_data: z.array(itemAnswer) });

const batch = (saves: unknown, childId = family.childId, token = family.parent.token) =>
  api(cms.url, '/child-history/batch', { token, json: { childId, saves } });

async function answersOf(saves: unknown[]): Promise<z.infer<typeof itemAnswer>[]> {
  const { status, body } = await batch(saves);
  expect(status, JSON.stringify(body)).toBe(200);
  return batchAnswer.parse(body).response_data;
}

const rowsOf = (childId: string, mediaId: string) =>
  cms.strapi.db.query('api::child-history.child-history').findMany({ where: { childId, mediaId } });

describe('a batch of queued saves', () => {
  it('saves each in order and answers each as the single save does', async () => {
    const other = await createMedia(cms.strapi, {});
    const answers = await answersOf([
      { mediaId: family.mediaId, currentMediaTimestamp: 10, watchingTime: 10, clientSavedAt: msAgo(900_000) },
      { mediaId: other, currentMediaTimestamp: 5, watchingTime: 5, clientSavedAt: msAgo(890_000), location: 'FR', timeZone: 'Europe/Paris' },
      { mediaId: family.mediaId, currentMediaTimestamp: 20, watchingTime: 10, clientSavedAt: msAgo(880_000) },
      // Queued out of order: older than the one before it, so it moves nothing back.
      { mediaId: family.mediaId, currentMediaTimestamp: 15, watchingTime: 5, clientSavedAt: msAgo(885_000) },
    ]);
    expect(answers.map((answer) => [answer.response_code, answer.response_message])).toEqual([
      [200, 'History saved'],
      [200, 'History saved'],
      [200, 'History saved'],
      [200, 'A newer save is already stored'],
    ]);
    expect(answers[0]?.response_data).toMatchObject({ mediaId: family.mediaId, currentMediaTimestamp: 10, watchingTime: 10, applied: true });
    expect(answers[1]?.response_data).toMatchObject({ mediaId: other, currentMediaTimestamp: 5, location: 'FR', timeZone: 'Europe/Paris', applied: true });
    expect(answers[2]?.response_data).toMatchObject({ mediaId: family.mediaId, currentMediaTimestamp: 20, watchingTime: 20, applied: true });
    expect(answers[3]?.response_data).toMatchObject({ currentMediaTimestamp: 20, watchingTime: 20, applied: false });
    expect(await rowsOf(family.childId, family.mediaId)).toHaveLength(1);

    // The same save sent alone answers the same envelope, byte for byte.
    const alone = await api(cms.url, '/child-history', {
      token: family.parent.token,
      json: { childId: family.childId, mediaId: family.mediaId, currentMediaTimestamp: 15, watchingTime: 5, clientSavedAt: msAgo(885_000) },
    });
    const again = await answersOf([{ mediaId: family.mediaId, currentMediaTimestamp: 15, watchingTime: 5, clientSavedAt: msAgo(885_000) }]);
    expect(JSON.stringify(again[0])).toBe(JSON.stringify(alone.body));
  });

  it('refuses a bad save alone, in its place, and saves the others', async () => {
    const draft = await createMedia(cms.strapi, { published: false });
    const answers = await answersOf([
      { mediaId: family.mediaId, currentMediaTimestamp: 30, clientSavedAt: msAgo(700_000) },
      { mediaId: family.mediaId, currentMediaTimestamp: -1 },
      { mediaId: draft, currentMediaTimestamp: 3 },
      'not a save',
      { mediaId: family.mediaId, currentMediaTimestamp: 40, clientSavedAt: msAgo(690_000), timeZone: 'Mars/Olympus' },
      { mediaId: family.mediaId, currentMediaTimestamp: 50, clientSavedAt: msAgo(680_000) },
    ]);
    expect(answers).toEqual([
      expect.objectContaining({ response_code: 200, response_data: expect.objectContaining({ currentMediaTimestamp: 30, applied: true }) }),
      { response_code: 400, response_message: 'currentMediaTimestamp cannot be negative', response_data: { field: 'currentMediaTimestamp' } },
      { response_code: 404, response_message: 'Media not found' },
      { response_code: 400, response_message: 'Expected object, received string', response_data: { field: 'body' } },
      { response_code: 400, response_message: 'timeZone is not a known time zone', response_data: { field: 'timeZone' } },
      expect.objectContaining({ response_code: 200, response_data: expect.objectContaining({ currentMediaTimestamp: 50, applied: true }) }),
    ]);
    expect(await rowsOf(family.childId, draft)).toHaveLength(0);
  });

  it('takes 100 saves and refuses 101 whole, with its reason', async () => {
    const media = await createMedia(cms.strapi, {});
    const first = msAgo(600_000);
    const saves = (count: number) => Array.from({ length: count }, (_, index) => ({ mediaId: media, currentMediaTimestamp: index, watchingTime: 1, clientSavedAt: first + index }));

    const refused = await batch(saves(101));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      response_code: 400,
      response_message: 'A batch holds at most 100 saves; this one holds 101',
      response_data: { field: 'saves', code: 'too-many-saves' },
    });
    expect(await rowsOf(family.childId, media)).toHaveLength(0);

    const answers = await answersOf(saves(100));
    expect(answers).toHaveLength(100);
    expect(answers.every((answer) => answer.response_code === 200 && answer.response_data?.applied === true)).toBe(true);
    expect(answers[99]?.response_data).toMatchObject({ currentMediaTimestamp: 99, watchingTime: 100 });
  });

  it("refuses the whole batch for another parent's child, a list that is missing, not a list or empty, and without a token", async () => {
    const stranger = await createParent(cms.strapi, 'history-batch-stranger@example.com');
    const strangersChild = await createChild(cms.url, stranger);
    const save = { mediaId: family.mediaId, currentMediaTimestamp: 1 };
    expect((await batch([save], strangersChild)).body).toEqual({ response_code: 404, response_message: 'Child not found' });
    expect(await rowsOf(strangersChild, family.mediaId)).toHaveLength(0);

    const missing = await api(cms.url, '/child-history/batch', { token: family.parent.token, json: { childId: family.childId } });
    expect(missing.body).toEqual({ response_code: 400, response_message: 'saves is required', response_data: { field: 'saves' } });
    expect((await batch({ mediaId: family.mediaId })).body).toEqual({ response_code: 400, response_message: 'saves must be a list of saves', response_data: { field: 'saves' } });
    expect((await batch([])).body).toEqual({ response_code: 400, response_message: 'saves must hold at least one save', response_data: { field: 'saves' } });

    const anonymous = await api(cms.url, '/child-history/batch', { json: { childId: family.childId, saves: [save] } });
    expect(anonymous.status).toBe(401);
  });
});
