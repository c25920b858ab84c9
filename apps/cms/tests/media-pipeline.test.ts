import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledBudget } from '../../../scripts/lib/machine-load.mjs';
import { cmsForTests } from './cms-for-tests';
import { createMedia, uploadFile } from './children-support';
import { ffmpegPath, ffprobePath } from '../src/media-pipeline/ffmpeg/binaries';
import { latestJobForFile, queueMediaJob, type MediaJob } from '../src/media/data/media-job';
import { claimJob, MEDIA_JOBS_TABLE, renewClaim } from '../src/media-pipeline/jobs/claim-job';
import { CLAIM_LEASE_MS, runNextJob, startMediaWorker } from '../src/media-pipeline/jobs/worker';
import { MAX_JOB_ATTEMPTS } from '../src/media-pipeline/jobs/run-job';
import { queueMissingJobs } from '../src/media-pipeline/jobs/queue-missing';
import { toLoudnessView, toPeaks } from '../src/media-pipeline/job-view';
import { syncPrivateMedia } from '../src/storage/private-media/private-media-sync';

const MEDITATION = 'api::meditation.meditation';

// The worker is off in tests (MEDIA_PIPELINE unset): this file turns the trigger on around its saves and runs
// the jobs itself, so what each step does is seen in order. The longest accepted file is 6 s here.
const cms = cmsForTests({ MEDIA_MAX_SECONDS: '6' });
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-media-fixtures-'));

function ffmpeg(...args: string[]): void {
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);
}

/** Integrated loudness (LUFS) and true peak (dBTP) of a file, by ffmpeg's own EBU R128 meter (its summary is on stderr). */
function loudnessOf(file: string): { integrated: number; truePeak: number } {
  const { stderr } = spawnSync(ffmpegPath(), ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], { encoding: 'utf8' });
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

type Probe = { format: { format_name: string; duration: string }; streams: Array<{ codec_type: string; codec_name: string; height?: number }> };

function probe(file: string): Probe {
  return JSON.parse(
    execFileSync(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' }),
  ) as Probe;
}

/** A fixture put in the Media Library as an editor's upload; its id. */
async function upload(name: string, mimetype: string): Promise<number> {
  return (await uploadFile(cms.strapi, name, fs.readFileSync(path.join(fixtures, name)), mimetype)).id;
}

/** An editor's save of a draft meditation with this upload, with the pipeline on; its document id. */
async function saveMeditation(fileId: number, accessLevel: 'free' | 'paid' = 'free'): Promise<string> {
  process.env.MEDIA_PIPELINE = 'on';
  try {
    return await createMedia(cms.strapi, { fileId, accessLevel, published: false });
  } finally {
    delete process.env.MEDIA_PIPELINE;
  }
}

async function job(fileId: number): Promise<MediaJob> {
  const found = await latestJobForFile(fileId);
  if (!found) throw new Error(`no job for file ${fileId}`);
  return found;
}

/** Where a stored upload's bytes are: the paid media folder or the public uploads folder. */
function storedAt(url: string): { path: string; private: boolean } {
  const name = path.basename(url);
  const privatePath = path.join(cms.dirs.privateMedia, name);
  if (fs.existsSync(privatePath)) return { path: privatePath, private: true };
  return { path: path.join(cms.dirs.public, 'uploads', name), private: false };
}

const ids: Record<string, number> = {};
const meditations: Record<string, string> = {};

beforeAll(() => {
  // Quiet speech stands in: pink noise and a low tone at -30 LUFS as Ogg Vorbis; noise at -31 LUFS with clicks peaking at
  // -7 dBFS as WAV (raised 15 dB, its peaks would clip: the limiter keeps loudnorm linear).
  ffmpeg('-f', 'lavfi', '-i', 'anoisesrc=d=3:c=pink:a=0.05', '-f', 'lavfi', '-i', 'sine=f=220:d=3', '-filter_complex', 'amix=inputs=2,volume=-2dB', '-c:a', 'libvorbis', path.join(fixtures, 'quiet.ogg'));
  ffmpeg('-f', 'lavfi', '-i', 'anoisesrc=d=3:c=pink:a=0.02', '-f', 'lavfi', '-i', "aevalsrc='0.9*sin(2*PI*800*t)*lt(mod(t,1),0.003)':d=3", '-filter_complex', 'amix=inputs=2', '-ac', '1', path.join(fixtures, 'quiet.wav'));
  // A loud master: pink noise and a tone limited at full scale, about -10 LUFS with true peaks over 0 dBTP, as MP3.
  ffmpeg('-f', 'lavfi', '-i', 'anoisesrc=d=3:c=pink:a=0.6', '-f', 'lavfi', '-i', 'sine=f=330:d=3', '-filter_complex', 'amix=inputs=2,volume=14dB,alimiter=limit=1', '-c:a', 'libmp3lame', '-b:a', '128k', path.join(fixtures, 'loud.mp3'));
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:d=2', '-f', 'lavfi', '-i', 'sine=f=440:d=2', '-af', 'volume=-24dB', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', path.join(fixtures, 'video.mp4'));
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:d=1', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(fixtures, 'no-audio.mp4'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=8:sample_rate=8000', '-c:a', 'libvorbis', path.join(fixtures, 'long.ogg'));
  fs.writeFileSync(path.join(fixtures, 'corrupt.mp3'), Buffer.from('ID3 this is not an mp3 at all '.repeat(40)));
});

afterAll(() => {
  fs.rmSync(fixtures, { recursive: true, force: true });
});

describe('the media pipeline', () => {
  it('queues a job when a meditation is saved with an upload, and does not process it in the request', async () => {
    ids.ogg = await upload('quiet.ogg', 'audio/ogg');
    ids.wav = await upload('quiet.wav', 'audio/wav');
    ids.loud = await upload('loud.mp3', 'audio/mpeg');
    ids.video = await upload('video.mp4', 'video/mp4');
    ids.noAudio = await upload('no-audio.mp4', 'video/mp4');
    ids.long = await upload('long.ogg', 'audio/ogg');
    ids.corrupt = await upload('corrupt.mp3', 'audio/mpeg');
    for (const [name, id] of Object.entries(ids)) meditations[name] = await saveMeditation(id, name === 'wav' ? 'paid' : 'free');
    for (const id of Object.values(ids)) expect((await job(id)).status).toBe('queued');
    await saveMeditation(ids.ogg);
    expect(await cms.strapi.db.query('api::media-job.media-job').count({ where: { sourceFileId: ids.ogg } })).toBe(1);
  });

  it('processes every job, one at a time', async () => {
    let ran = 0;
    while (await runNextJob(cms.strapi, 'test-instance')) ran += 1;
    expect(ran).toBe(Object.keys(ids).length);
  }, scaledBudget(90_000));

  it('queues, once, a job for a meditation file saved while the pipeline was off (the demo catalogue, an older library)', async () => {
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=330:d=1', '-af', 'volume=-20dB', '-c:a', 'libvorbis', path.join(fixtures, 'older.ogg'));
    const fileId = await upload('older.ogg', 'audio/ogg');
    await createMedia(cms.strapi, { fileId, published: true });
    expect(await latestJobForFile(fileId)).toBeNull();

    expect(await queueMissingJobs()).toBeGreaterThanOrEqual(1);

    expect(await job(fileId)).toMatchObject({ status: 'queued', sourceFileId: fileId });
    expect(await queueMissingJobs()).toBe(0);
    while (await runNextJob(cms.strapi, 'test-instance'));
    expect(await job(fileId)).toMatchObject({ status: 'ready', kind: 'audio' });
  });

  it('brings quiet audio up and loud audio down to -16 LUFS and at most -1 dBTP in AAC/MP4, with the figures before and after', async () => {
    expect(toLoudnessView((await job(ids.loud)).loudnessBefore)?.integrated).toBeGreaterThan(-12);
    for (const name of ['ogg', 'wav', 'loud']) {
      const done = await job(ids[name]);
      expect(done).toMatchObject({ status: 'ready', reason: null, kind: 'audio' });
      if (name !== 'loud') expect(toLoudnessView(done.loudnessBefore)?.integrated).toBeLessThan(-26);
      expect(Math.abs((toLoudnessView(done.loudnessAfter)?.integrated ?? 0) + 16)).toBeLessThanOrEqual(1);
      expect(Number(done.durationSeconds)).toBeCloseTo(3, 0);
      expect(done.rendition?.mime).toBe('audio/mp4');
      const file = storedAt(done.rendition?.url ?? '');
      const measured = loudnessOf(file.path);
      expect(Math.abs(measured.integrated + 16)).toBeLessThanOrEqual(1);
      expect(measured.truePeak).toBeLessThanOrEqual(-1);
      const probed = probe(file.path);
      expect(probed.format.format_name).toContain('mp4');
      expect(probed.streams.map((stream) => stream.codec_name)).toEqual(['aac']);
      const peaks = toPeaks(done.peaks) ?? [];
      expect(peaks.length).toBe(400);
      expect(Math.min(...peaks)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...peaks)).toBeGreaterThan(0.05);
      expect(Math.max(...peaks)).toBeLessThanOrEqual(1);
    }
  });

  it("keeps a draft's rendition private until its meditation is published, and a paid meditation's always", async () => {
    const paid = await job(ids.wav);
    expect(storedAt(paid.rendition?.url ?? '').private).toBe(true);
    const draft = (await job(ids.ogg)).rendition?.url ?? '';
    expect(storedAt(draft).private).toBe(true);
    expect((await fetch(`${cms.url}${draft}`)).status).toBe(404);

    await cms.strapi.documents(MEDITATION).publish({ documentId: meditations.ogg });
    await syncPrivateMedia(cms.strapi);
    const published = (await job(ids.ogg)).rendition?.url ?? '';
    expect(storedAt(published).private).toBe(false);
    expect((await fetch(`${cms.url}${published}`)).status).toBe(200);

    await cms.strapi.documents(MEDITATION).publish({ documentId: meditations.wav });
    await syncPrivateMedia(cms.strapi);
    expect(storedAt((await job(ids.wav)).rendition?.url ?? '').private).toBe(true);

    await cms.strapi.documents(MEDITATION).unpublish({ documentId: meditations.ogg });
    await syncPrivateMedia(cms.strapi);
    expect(storedAt((await job(ids.ogg)).rendition?.url ?? '').private).toBe(true);
  });

  it('encodes video to H.264 and AAC at most 720p with the index first, and a poster', async () => {
    const done = await job(ids.video);
    expect(done).toMatchObject({ status: 'ready', kind: 'video' });
    const file = storedAt(done.rendition?.url ?? '').path;
    const probed = probe(file);
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probed.streams.find((stream) => stream.codec_type === 'video')?.height).toBeLessThanOrEqual(720);
    const bytes = fs.readFileSync(file);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(Math.abs(loudnessOf(file).integrated + 16)).toBeLessThanOrEqual(1);
    expect(done.poster?.mime).toBe('image/jpeg');
    expect(fs.readFileSync(storedAt(done.poster?.url ?? '').path).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('fails a corrupt file, a file with no audio and one too long, each with its reason', async () => {
    expect(await job(ids.corrupt)).toMatchObject({ status: 'failed', rendition: null });
    expect((await job(ids.corrupt)).reason).toMatch(/^The file could not be read as audio or video: [^/]+$/);
    expect(await job(ids.noAudio)).toMatchObject({ status: 'failed', reason: 'The file has no audio stream' });
    expect(await job(ids.long)).toMatchObject({ status: 'failed', reason: 'The file is 8 s long; the longest accepted is 6 s' });
  });

  it('lets one instance claim a job when two race for it', async () => {
    const queued = await queueMediaJob(999_001);
    const now = new Date();
    const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
    const claims = await Promise.all(['a', 'b'].map((instance) => claimJob(cms.strapi.db.connection, queued.id, instance, now, staleBefore)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(cms.strapi.db.connection, queued.id, 'c', now, staleBefore)).toBe(false);
  });

  it("reclaims a job whose instance died while processing it, once that instance's claim is no longer renewed", async () => {
    const orphan = await queueMediaJob(999_002);
    const longAgo = new Date(Date.now() - CLAIM_LEASE_MS - 1_000);
    await cms.strapi.db.connection(MEDIA_JOBS_TABLE).where({ id: orphan.id }).update({ status: 'processing', claimed_by: 'dead', claimed_at: longAgo, attempts: 1 });
    const fresh = await queueMediaJob(999_003);
    await cms.strapi.db.connection(MEDIA_JOBS_TABLE).where({ id: fresh.id }).update({ status: 'processing', claimed_by: 'alive', claimed_at: new Date() });
    while (await runNextJob(cms.strapi, 'successor'));
    expect(await job(999_002)).toMatchObject({ status: 'failed', reason: 'The uploaded file is no longer in the media library', attempts: 2 });
    expect((await job(999_003)).status).toBe('processing');
  });
});

describe('media jobs across restarts', () => {
  /** This test process's ffmpeg children now. */
  function ffmpegChildren(): string {
    return spawnSync('pgrep', ['-P', String(process.pid), '-x', 'ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('puts the job back in the queue when its worker is stopped mid-job (SIGTERM, destroy), and the next start finishes it', async () => {
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:d=5', '-f', 'lavfi', '-i', 'sine=f=440:d=5', '-af', 'volume=-24dB', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', path.join(fixtures, 'restart.mp4'));
    const fileId = await upload('restart.mp4', 'video/mp4');
    await saveMeditation(fileId);

    const stopping = startMediaWorker(cms.strapi);
    const running = stopping.runOnce();
    await until(async () => (await job(fileId)).status === 'processing' && ffmpegChildren() !== '', 'ffmpeg to run the job');
    await stopping.stop();
    expect(await running).toBe(true);

    expect(await job(fileId)).toMatchObject({ status: 'queued', reason: null, attempts: 0, rendition: null });
    expect(ffmpegChildren()).toBe('');

    const next = startMediaWorker(cms.strapi);
    expect(await next.runOnce()).toBe(true);
    await next.stop();
    expect(await job(fileId)).toMatchObject({ status: 'ready', kind: 'video', attempts: 1 });
  }, scaledBudget(90_000));

  it('renews the claim of a running job, and only its own', async () => {
    const queued = await queueMediaJob(999_004);
    const claimedAt = new Date(Date.now() - 60_000);
    expect(await claimJob(cms.strapi.db.connection, queued.id, 'holder', claimedAt, new Date(claimedAt.getTime() - CLAIM_LEASE_MS))).toBe(true);
    expect(await renewClaim(cms.strapi.db.connection, queued.id, 'stranger', new Date())).toBe(false);
    expect(await renewClaim(cms.strapi.db.connection, queued.id, 'holder', new Date())).toBe(true);
    while (await runNextJob(cms.strapi, 'successor'));
    expect((await job(999_004)).status).toBe('processing');
  });

  it(`fails a job whose instances died ${MAX_JOB_ATTEMPTS} times during it, with the reason, instead of claiming it again`, async () => {
    const doomed = await queueMediaJob(999_005);
    const longAgo = new Date(Date.now() - CLAIM_LEASE_MS - 1_000);
    await cms.strapi.db.connection(MEDIA_JOBS_TABLE).where({ id: doomed.id }).update({ status: 'processing', claimed_by: 'died-again', claimed_at: longAgo, attempts: MAX_JOB_ATTEMPTS });
    while (await runNextJob(cms.strapi, 'successor'));
    expect(await job(999_005)).toMatchObject({
      status: 'failed',
      reason: `Processing was interrupted ${MAX_JOB_ATTEMPTS} times before it could finish: the file may stop the server as it is prepared`,
      attempts: MAX_JOB_ATTEMPTS + 1,
    });
  });
});
