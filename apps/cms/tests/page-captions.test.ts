import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFile } from './children-support';
import { cmsForTests } from './cms-for-tests';
import { adminToken } from './admin-support';

const WELCOME = 'api::welcome-guide.welcome-guide';
const TEEN = 'api::teen-page.teen-page';

const cms = cmsForTests({}, { shared: true });

const GOOD_VTT = ['WEBVTT', '', '00:00:00.500 --> 00:00:04.000', 'Step 1: Sign up.', '', '00:00:04.000 --> 00:00:08.000', 'Create your parent account.', ''].join('\n');

/** Line 7 is cue 2's timing line: its end comes before its start. */
const BAD_VTT = ['WEBVTT', '', '00:00:00.000 --> 00:00:04.000', 'One', '', 'two', '00:00:05.000 --> 00:00:03.000', 'Two', ''].join('\n');

/** Line 6 is cue 2's timing line: it ends at 0:40, after the 33-second welcome video. */
const LONG_VTT = ['WEBVTT', '', '00:00:00.000 --> 00:00:04.000', 'One', '', '00:00:30.000 --> 00:00:40.000', 'Too late', ''].join('\n');

/** The demo's welcome guide video (seed-assets/video), 33 seconds long. */
async function uploadWelcomeVideo(): Promise<number> {
  const bytes = fs.readFileSync(path.join(cms.strapi.dirs.app.root, 'seed-assets', 'video', 'welcome-guide.mp4'));
  return (await uploadFile(cms.strapi, 'page-video.mp4', bytes, 'video/mp4')).id;
}

const vtt = async (name: string, source: string) => (await uploadFile(cms.strapi, name, Buffer.from(source), 'text/vtt')).id;

describe('captions of the page videos', () => {
  it('refuses a bad captions file beside the welcome guide video, naming the line and cue, and checks it against the video', async () => {
    const video = await uploadWelcomeVideo();
    const page = await cms.strapi.documents(WELCOME).create({ data: { heading: 'Welcome', video } });
    const save = (data: Record<string, unknown>) => cms.strapi.documents(WELCOME).update({ documentId: page.documentId, data });
    await expect(save({ captions: await vtt('welcome-refused.vtt', BAD_VTT) })).rejects.toThrow(
      /welcome-refused\.vtt.*Line 7, cue 2: the end time 00:00:03\.000 comes before the start time 00:00:05\.000/,
    );
    await expect(save({ captions: await vtt('welcome-long.vtt', LONG_VTT) })).rejects.toThrow(/Line 6, cue 2: cue 2 ends at 0:40, after the video ends \(0:33/);
    const srt = await uploadFile(cms.strapi, 'welcome.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi\n'), 'application/x-subrip');
    await expect(save({ captions: srt.id })).rejects.toThrow(/must be a WebVTT file ending in \.vtt/);
    // Without a video its length is unknown: the file is checked on its own.
    await expect(save({ video: null, captions: await vtt('welcome-unmeasured.vtt', LONG_VTT) })).resolves.toBeTruthy();
  });

  it('serves the public captions file of a published page video in the page, readable by anyone', async () => {
    const video = await uploadWelcomeVideo();
    const captions = await vtt('teen-captions.vtt', GOOD_VTT);
    const page = await cms.strapi.documents(TEEN).create({ data: { heading: 'Teens', video, captions } });
    await cms.strapi.documents(TEEN).publish({ documentId: page.documentId });
    const response = await fetch(`${cms.url}/api/teen-page?populate[captions]=true&populate[video]=true`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { captions: { url: string; ext: string } | null } };
    expect(body.data.captions?.ext).toBe('.vtt');
    const file = await fetch(`${cms.url}${body.data.captions?.url}`);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('WEBVTT')).toBe(true);
  });

  it("refuses it in the admin too: the Save's error names the line and the cue", async () => {
    const editor = await adminToken(cms, 'strapi-editor');
    const headers = { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' };
    const video = await uploadWelcomeVideo();
    const save = async (captions: number) =>
      fetch(`${cms.url}/content-manager/single-types/${WELCOME}`, { method: 'PUT', headers, body: JSON.stringify({ heading: 'Welcome', video, captions }) });
    const refused = await save(await vtt('admin-page-refused.vtt', BAD_VTT));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Line 7, cue 2: the end time 00:00:03\.000 comes before the start time/);
    expect((await save(await vtt('admin-page-good.vtt', GOOD_VTT))).status).toBe(200);
  });
});
