import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCategory, createMedia, createParent, uploadFile, type TestParent } from './children-support';
import { cmsForTests } from './cms-for-tests';
import { adminToken } from './admin-support';
import type { TranscriptCheck } from '../src/transcripts/transcript-check';

const MEDITATION = 'api::meditation.meditation';

const cms = cmsForTests({}, { shared: true });

type Transcript = { language: string; cues: { start: number; end: number; text: string }[] } | null;

const GOOD_VTT = ['WEBVTT', '', '00:00:00.000 --> 00:00:04.000', "Hi, I'm <b>Tate</b>.", '', '00:00:04.000 --> 00:00:08.500', "Let's breathe together.", ''].join('\n');

/** Line 7 is cue 2's timing line: its end comes before its start. */
const BAD_VTT = ['WEBVTT', '', '00:00:00.000 --> 00:00:04.000', 'One', '', 'two', '00:00:05.000 --> 00:00:03.000', 'Two', ''].join('\n');

let categoryId: string;
let entitled: TestParent;
let unsubscribed: TestParent;

beforeAll(async () => {
  categoryId = await createCategory(cms.strapi);
  entitled = await createParent(cms.strapi, 'transcript-member@example.com');
  unsubscribed = await createParent(cms.strapi, 'transcript-visitor@example.com', { subscribed: false });
});

/** Saves a draft's transcript fields and publishes it, as an editor's Save then Publish. */
async function saveAndPublish(documentId: string, data: Record<string, unknown>): Promise<void> {
  await cms.strapi.documents(MEDITATION).update({ documentId, data } as never);
  await cms.strapi.documents(MEDITATION).publish({ documentId } as never);
}

async function transcriptOf(documentId: string, token?: string): Promise<Transcript> {
  const response = await api(cms.url, `/category/media/${documentId}`, { method: 'GET', token });
  expect(response.status).toBe(200);
  return (response.body.response_data as { transcript: Transcript }).transcript;
}

describe('transcripts', () => {
  it('refuses a WebVTT file with problems on save, naming the line and the cue, and keeps what was there', async () => {
    const documentId = await createMedia(cms.strapi, { title: 'Refused captions', categoryId, durationMinutes: 3 });
    const bad = await uploadFile(cms.strapi, 'refused.vtt', Buffer.from(BAD_VTT), 'text/vtt');
    await expect(cms.strapi.documents(MEDITATION).update({ documentId, data: { captions: bad.id } } as never)).rejects.toThrow(
      /refused.*Line 7, cue 2: the end time 00:00:03\.000 comes before the start time 00:00:05\.000/,
    );
    const pasted = cms.strapi.documents(MEDITATION).update({ documentId, data: { transcriptText: 'WEBVTT\n\n00:00:01.000 --> 00:04:00.000\nToo long' } } as never);
    await expect(pasted).rejects.toThrow(/Line 3, cue 1: cue 1 ends at 4:00, after the meditation ends \(3:00\)/);
    expect(await transcriptOf(documentId)).toBeNull();
  });

  it('refuses a captions file that is not WebVTT, and a captions file with pasted text', async () => {
    const documentId = await createMedia(cms.strapi, { title: 'Two transcripts', categoryId });
    const srt = await uploadFile(cms.strapi, 'captions.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi\n'), 'application/x-subrip');
    await expect(cms.strapi.documents(MEDITATION).update({ documentId, data: { captions: srt.id } } as never)).rejects.toThrow(/must be a WebVTT file ending in \.vtt/);
    const good = await uploadFile(cms.strapi, 'both.vtt', Buffer.from(GOOD_VTT), 'text/vtt');
    const both = cms.strapi.documents(MEDITATION).update({ documentId, data: { captions: good.id, transcriptText: 'Hello there.' } } as never);
    await expect(both).rejects.toThrow(/either as a captions file or as pasted text, not both/);
  });

  it('serves the cues of an uploaded WebVTT file, as plain text, with the one media', async () => {
    const documentId = await createMedia(cms.strapi, { title: 'Captioned', categoryId, durationMinutes: 3 });
    const captions = await uploadFile(cms.strapi, 'captioned.vtt', Buffer.from(GOOD_VTT), 'text/vtt');
    await saveAndPublish(documentId, { captions: captions.id });
    expect(await transcriptOf(documentId)).toEqual({
      language: 'en',
      cues: [
        { start: 0, end: 4, text: "Hi, I'm Tate." },
        { start: 4, end: 8.5, text: "Let's breathe together." },
      ],
    });
  });

  it('spreads pasted text over the meditation, and removing it removes the transcript', async () => {
    const documentId = await createMedia(cms.strapi, { title: 'Pasted', categoryId, durationMinutes: 1 });
    await saveAndPublish(documentId, { transcriptText: "Hi, I'm Tate.\n\nLet's breathe together. In, and out." });
    const transcript = await transcriptOf(documentId);
    expect(transcript?.cues.map((cue) => cue.text)).toEqual(["Hi, I'm Tate.", "Let's breathe together.", 'In, and out.']);
    expect(transcript?.cues[0]?.start).toBe(0);
    expect(transcript?.cues.at(-1)?.end).toBe(60);

    await saveAndPublish(documentId, { transcriptText: '' });
    expect(await transcriptOf(documentId)).toBeNull();
  });

  it("gives a paid meditation's transcript to an entitled parent only, keeps its captions file private, and no list carries transcripts", async () => {
    const documentId = await createMedia(cms.strapi, { title: 'Paid and captioned', categoryId, accessLevel: 'paid', durationMinutes: 3 });
    await saveAndPublish(documentId, { transcriptText: GOOD_VTT });
    expect(await transcriptOf(documentId)).toBeNull();
    expect(await transcriptOf(documentId, unsubscribed.token)).toBeNull();
    expect((await transcriptOf(documentId, entitled.token))?.cues).toHaveLength(2);

    const captions = await uploadFile(cms.strapi, 'paid-captions.vtt', Buffer.from(GOOD_VTT), 'text/vtt');
    const freeCaptions = await uploadFile(cms.strapi, 'free-captions.vtt', Buffer.from(GOOD_VTT), 'text/vtt');
    await saveAndPublish(documentId, { transcriptText: null, captions: captions.id });
    await saveAndPublish(await createMedia(cms.strapi, { title: 'Free and captioned', categoryId, durationMinutes: 3 }), { captions: freeCaptions.id });
    expect((await fetch(`${cms.url}${captions.url}`)).status).toBe(404);
    expect((await fetch(`${cms.url}${freeCaptions.url}`)).status).toBe(200);
    expect((await transcriptOf(documentId, entitled.token))?.cues).toHaveLength(2);

    const list = await api(cms.url, '/category/media/all', { json: { filter: {}, libraryId: categoryId }, token: entitled.token });
    const items = (list.body.response_data as Record<string, unknown>[]).filter((item) => item._id === documentId);
    expect(items).toHaveLength(1);
    for (const item of items) expect(item).not.toHaveProperty('transcript');
  });

  it('names the age ranges a meditation is for in its one-media answer, youngest first, for its transcript page', async () => {
    const documentId = await createMedia(cms.strapi, { title: 'For two ages', categoryId, ageRanges: ['8-10', '5-7'] });
    const response = await api(cms.url, `/category/media/${documentId}`, { method: 'GET' });
    expect((response.body.response_data as { ageRanges: string[] }).ageRanges).toEqual(['5-7', '8-10']);
  });

  it("tells an editor in the admin: Save's error names the line and the cue, the Transcript panel lists the cues", async () => {
    const editor = await adminToken(cms, 'strapi-editor');
    const headers = { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' };
    const documentId = await createMedia(cms.strapi, { title: 'Edited in the admin', categoryId, durationMinutes: 3, published: false });
    const save = (captions: number) =>
      fetch(`${cms.url}/content-manager/collection-types/${MEDITATION}/${documentId}`, { method: 'PUT', headers, body: JSON.stringify({ captions }) });

    const refused = await save((await uploadFile(cms.strapi, 'admin-refused.vtt', Buffer.from(BAD_VTT), 'text/vtt')).id);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Line 7, cue 2: the end time 00:00:03\.000 comes before the start time/);

    expect((await save((await uploadFile(cms.strapi, 'admin-good.vtt', Buffer.from(GOOD_VTT), 'text/vtt')).id)).status).toBe(200);
    const panel = await fetch(`${cms.url}/transcripts/meditations/${documentId}?status=draft`, { headers });
    const answer = ((await panel.json()) as { data: TranscriptCheck }).data;
    expect(answer).toMatchObject({ source: 'admin-good.vtt', refusal: null, problems: [] });
    expect(answer.cues.map((cue) => cue.text)).toEqual(["Hi, I'm Tate.", "Let's breathe together."]);
    expect((await fetch(`${cms.url}/transcripts/meditations/${documentId}`)).status).toBe(401);
  });
});
