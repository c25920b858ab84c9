import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createParent, createMedia, uploadFile, type TestParent } from './children-support';
import { ffmpegPath } from '../src/media-pipeline/ffmpeg/binaries';
import { latestJobForFile, queueMediaJob } from '../src/media/data/media-job';
import { runNextJob } from '../src/media-pipeline/jobs/worker';

// The pipeline's worker is off in tests: this file queues the jobs and runs them itself, then reads the media view.
const cms = cmsForTests();
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-rendition-fixtures-'));

type View = { filename: string | null; type: string | null; peaks: number[] | null; durationSeconds: number | null };

function tone(name: string): Buffer {
  const file = path.join(fixtures, name);
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=330:d=2', '-af', 'volume=-20dB', '-c:a', 'libvorbis', file]);
  return fs.readFileSync(file);
}

async function mediaView(mediaId: string, token?: string): Promise<View> {
  const { status, body } = await api(cms.url, `/category/media/${mediaId}`, { method: 'GET', token });
  expect(status).toBe(200);
  return body.response_data as View;
}

let parent: TestParent;
let categoryId = '';
const media: Record<'free' | 'paid' | 'none', string> = { free: '', paid: '', none: '' };
const files: Record<'free' | 'paid' | 'none', { id: number; url: string }> = {
  free: { id: 0, url: '' },
  paid: { id: 0, url: '' },
  none: { id: 0, url: '' },
};

beforeAll(async () => {
  parent = await createParent(cms.strapi, 'rendition-parent@example.com');
  categoryId = await createCategory(cms.strapi);
  for (const key of ['free', 'paid', 'none'] as const) {
    files[key] = await uploadFile(cms.strapi, `rendition-${key}.ogg`, tone(`${key}.ogg`), 'audio/ogg');
    media[key] = await createMedia(cms.strapi, { fileId: files[key].id, accessLevel: key === 'paid' ? 'paid' : 'free', categoryId });
  }
  await queueMediaJob(files.free.id);
  await queueMediaJob(files.paid.id);
  while (await runNextJob(cms.strapi, 'test-instance'));
}, 90_000);

afterAll(() => {
  fs.rmSync(fixtures, { recursive: true, force: true });
});

describe('the player is served the rendition once its job is ready', () => {
  it('serves a free meditation as its rendition, with its peaks and duration', async () => {
    const job = await latestJobForFile(files.free.id);
    expect(job?.status).toBe('ready');
    const view = await mediaView(media.free);
    expect(view.filename).toBe(job?.rendition?.url);
    expect(view.filename).not.toBe(files.free.url);
    expect(view.type).toBe('audio/mp4');
    expect(view.peaks?.length).toBeGreaterThan(100);
    expect(view.peaks?.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    expect(view.durationSeconds).toBeCloseTo(2, 0);
    const response = await fetch(`${cms.url}${view.filename}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it("signs the paid rendition for an entitled parent, and its URL streams the rendition's bytes with Range", async () => {
    const job = await latestJobForFile(files.paid.id);
    const renditionName = path.basename(job?.rendition?.url ?? 'none');
    expect(await mediaView(media.paid)).toMatchObject({ filename: null, type: 'audio/mp4' });
    const view = await mediaView(media.paid, parent.token);
    expect(view.filename).toContain(`/api/media-access/files/${encodeURIComponent(renditionName)}?`);
    expect(view.type).toBe('audio/mp4');
    expect(view.peaks?.length).toBeGreaterThan(100);
    expect(view.durationSeconds).toBeCloseTo(2, 0);
    const whole = await fetch(`${cms.url}${view.filename}`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const ranged = await fetch(`${cms.url}${view.filename}`, { headers: { range: 'bytes=4-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(4, 12));
  });

  it('serves a meditation with no job exactly as before', async () => {
    const view = await mediaView(media.none);
    expect(view).toMatchObject({ filename: files.none.url, type: 'audio/ogg', peaks: null, durationSeconds: null });
  });

  it('serves the renditions in a list too, without the waveform only the one-media answer carries', async () => {
    const { body } = await api(cms.url, '/category/media/all', { json: { libraryId: categoryId }, token: parent.token });
    const listed = (body.response as { data: Array<View & { _id: string }> }).data;
    const byId = new Map(listed.map((item) => [item._id, item]));
    expect(byId.get(media.free)?.type).toBe('audio/mp4');
    expect(byId.get(media.free)?.durationSeconds).toBeGreaterThan(0);
    expect(listed.every((item) => !('peaks' in item))).toBe(true);
    expect(byId.get(media.paid)?.filename).toContain('/api/media-access/files/');
    expect(byId.get(media.none)).toMatchObject({ type: 'audio/ogg', durationSeconds: null });
  });
});
