import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { adminToken } from './admin-support';
import { createMedia, uploadFile } from './children-support';
import { ffmpegPath } from '../src/media-pipeline/ffmpeg/binaries';
import { latestJobForFile, type MediaJob } from '../src/media/data/media-job';
import { CLAIM_LEASE_MS, runNextJob } from '../src/media-pipeline/jobs/worker';
import { claimJob } from '../src/media-pipeline/jobs/claim-job';
import { runDueActions } from '../src/publishing/scheduled-publishing';
import type { MediaJobAnswer } from '../src/media-pipeline/job-view';

// The CMS boots with the pipeline off (no worker of its own: this file runs each job when it wants the next state)
// and the pipeline is switched on for the guard once it is up. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
const cms = cmsForTests();
const MEDITATION = 'api::meditation.meditation';
const ACTION = 'plugin::publisher.action';
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-publish-guard-'));

const stillPreparing = (state: string) => `This meditation's audio is still being prepared (${state}). It can be published when it is ready.`;

/** A fixture put in the Media Library as an editor's upload; its id. */
async function upload(name: string, mimetype: string): Promise<number> {
  return (await uploadFile(cms.strapi, name, fs.readFileSync(path.join(fixtures, name)), mimetype)).id;
}

/** An editor's draft meditation with this upload, saved with the pipeline on (its job is queued). */
async function draftWith(fileId: number | undefined, title: string): Promise<string> {
  return createMedia(cms.strapi, { fileId, title, published: false });
}

async function jobOf(fileId: number): Promise<MediaJob> {
  const job = await latestJobForFile(fileId);
  if (!job) throw new Error(`no job for file ${fileId}`);
  return job;
}

function publish(documentId: string) {
  return cms.strapi.documents(MEDITATION).publish({ documentId });
}

async function isPublished(documentId: string): Promise<boolean> {
  return (await cms.strapi.documents(MEDITATION).findOne({ documentId, status: 'published' })) !== null;
}

/** The admin's own publish request (the edit view's Publish button), as an editor: status and the message the toast shows. */
async function publishAsEditor(token: string, documentId: string): Promise<{ status: number; message: string }> {
  const response = await fetch(`${cms.url}/content-manager/collection-types/${MEDITATION}/${documentId}/actions/publish`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message ?? '' };
}

async function panelAnswer(token: string | null, documentId: string): Promise<{ status: number; data: MediaJobAnswer | null }> {
  const response = await fetch(`${cms.url}/media-pipeline/meditations/${documentId}/job`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.status !== 200) return { status: response.status, data: null };
  return { status: 200, data: ((await response.json()) as { data: MediaJobAnswer }).data };
}

/** The panel's Retry (POST …/job/retry), as this admin: status and the panel's new state. */
async function retryAs(token: string | null, documentId: string): Promise<{ status: number; data: MediaJobAnswer | null }> {
  const response = await fetch(`${cms.url}/media-pipeline/meditations/${documentId}/job/retry`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.status !== 200) return { status: response.status, data: null };
  return { status: 200, data: ((await response.json()) as { data: MediaJobAnswer }).data };
}

let editor: string;
let brokenMeditation: string;
const files: Record<string, number> = {};

beforeAll(async () => {
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=330:d=2:sample_rate=22050', '-af', 'volume=-20dB', path.join(fixtures, 'tone.wav')]);
  fs.writeFileSync(path.join(fixtures, 'broken.wav'), Buffer.from('RIFF but not a wave file at all '.repeat(40)));
  editor = await adminToken(cms, 'strapi-editor');
  // Uploaded while the pipeline is off: a file the pipeline has never seen.
  files.legacy = await upload('tone.wav', 'audio/wav');
  process.env.MEDIA_PIPELINE = 'on';
  files.tone = await upload('tone.wav', 'audio/wav');
  files.broken = await upload('broken.wav', 'audio/wav');
});

afterAll(() => {
  delete process.env.MEDIA_PIPELINE;
  fs.rmSync(fixtures, { recursive: true, force: true });
});

describe('the media publish guard', () => {
  let toneMeditation: string;

  it('refuses to publish a meditation whose audio is queued, with the reason the admin shows', async () => {
    toneMeditation = await draftWith(files.tone, 'Humming bee');
    expect((await jobOf(files.tone)).status).toBe('queued');
    await expect(publish(toneMeditation)).rejects.toThrow(stillPreparing('queued'));
    expect(await isPublished(toneMeditation)).toBe(false);
  });

  it('refuses while the job is processing', async () => {
    const job = await jobOf(files.tone);
    const now = new Date();
    expect(await claimJob(cms.strapi.db.connection, job.id, 'elsewhere', now, new Date(now.getTime() - CLAIM_LEASE_MS))).toBe(true);
    await expect(publish(toneMeditation)).rejects.toThrow(stillPreparing('processing'));
    const panel = await panelAnswer(editor, toneMeditation);
    expect(panel.data).toMatchObject({ pipeline: true, file: { id: files.tone }, job: { status: 'processing', loudnessAfter: null } });
    expect(await isPublished(toneMeditation)).toBe(false);
  });

  it('publishes once the audio is ready, and the panel shows the loudness before and after, the duration and the peaks', async () => {
    await cms.strapi.db.connection('media_jobs').where({ id: (await jobOf(files.tone)).id }).update({ status: 'queued', claimed_by: null });
    expect(await runNextJob(cms.strapi, 'guard-test')).toBe(true);
    expect((await jobOf(files.tone)).status).toBe('ready');
    const { data } = await panelAnswer(editor, toneMeditation);
    expect(data?.job).toMatchObject({ status: 'ready', reason: null, kind: 'audio' });
    expect(data?.job?.loudnessBefore?.integrated).toBeLessThan(-26);
    expect(Math.abs((data?.job?.loudnessAfter?.integrated ?? 0) + 16)).toBeLessThanOrEqual(1);
    expect(data?.job?.loudnessAfter?.truePeak).toBeLessThanOrEqual(-1);
    expect(data?.job?.durationSeconds).toBeCloseTo(2, 0);
    expect(data?.job?.peaks?.length).toBeGreaterThan(100);
    await publish(toneMeditation);
    expect(await isPublished(toneMeditation)).toBe(true);
  });

  it('refuses a file that failed, with its reason, and keeps the original', async () => {
    const meditation = await draftWith(files.broken, 'Broken shell');
    brokenMeditation = meditation;
    while (await runNextJob(cms.strapi, 'guard-test'));
    const failed = await jobOf(files.broken);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/^The file could not be read as audio or video/);
    await expect(publish(meditation)).rejects.toThrow(`This meditation's audio could not be prepared: ${failed.reason}. Retry it in the Media panel, or upload a new file.`);
    expect(await isPublished(meditation)).toBe(false);
    expect(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: files.broken } })).not.toBeNull();
    expect((await panelAnswer(editor, meditation)).data?.job).toMatchObject({ status: 'failed', reason: failed.reason });
  });

  it('queues a failed file again as new on Retry, for an admin who may edit the meditation only', async () => {
    const failed = await jobOf(files.broken);
    expect((await retryAs(null, brokenMeditation)).status).toBe(401);
    expect((await retryAs(await adminToken(cms, 'strapi-author'), brokenMeditation)).status).toBe(403);
    const retried = await retryAs(editor, brokenMeditation);
    expect(retried.status).toBe(200);
    expect(retried.data?.job).toMatchObject({ status: 'queued', reason: null });
    expect(await jobOf(files.broken)).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
    expect((await retryAs(editor, brokenMeditation)).status).toBe(409);
    while (await runNextJob(cms.strapi, 'guard-test'));
    expect(await jobOf(files.broken)).toMatchObject({ id: failed.id, status: 'failed', reason: failed.reason, attempts: 1 });
  });

  it('queues a file the pipeline never saw, and refuses it until it is ready', async () => {
    const meditation = await draftWith(undefined, 'Old recording');
    await cms.strapi.db.query(MEDITATION).update({ where: { documentId: meditation, publishedAt: null }, data: { file: files.legacy } });
    expect(await latestJobForFile(files.legacy)).toBeNull();
    await expect(publish(meditation)).rejects.toThrow(stillPreparing('queued'));
    expect((await jobOf(files.legacy)).status).toBe('queued');
  });

  it('publishes a meditation without a file, and changes nothing with the pipeline off', async () => {
    const withoutFile = await draftWith(undefined, 'Quiet words');
    await publish(withoutFile);
    expect(await isPublished(withoutFile)).toBe(true);
    const meditation = await draftWith(undefined, 'Before the pipeline');
    await cms.strapi.db.query(MEDITATION).update({ where: { documentId: meditation, publishedAt: null }, data: { file: files.legacy } });
    delete process.env.MEDIA_PIPELINE;
    try {
      await publish(meditation);
      expect(await isPublished(meditation)).toBe(true);
      expect((await panelAnswer(editor, meditation)).data).toMatchObject({ pipeline: false });
    } finally {
      process.env.MEDIA_PIPELINE = 'on';
    }
  });

  // The admin's Publish button, through the Content Manager (on SQLite too: private-media's sync waits for its commit).
  it("answers the admin's Publish with the message while the audio is not ready, and publishes once it is", async () => {
    execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=260:d=1:sample_rate=22050', '-af', 'volume=-24dB', path.join(fixtures, 'button.wav')]);
    const fileId = await upload('button.wav', 'audio/wav');
    const meditation = await draftWith(fileId, 'Button press');
    expect(await publishAsEditor(editor, meditation)).toEqual({ status: 400, message: stillPreparing('queued') });
    expect(await isPublished(meditation)).toBe(false);
    while (await runNextJob(cms.strapi, 'guard-test'));
    expect((await jobOf(fileId)).status).toBe('ready');
    expect((await publishAsEditor(editor, meditation)).status).toBe(200);
    expect(await isPublished(meditation)).toBe(true);
  });

  it('answers the panel only to a signed-in admin', async () => {
    expect((await panelAnswer(null, toneMeditation)).status).toBe(401);
    expect((await panelAnswer('not-a-token', toneMeditation)).status).toBe(401);
  });
});

describe('scheduled publishing with the guard', () => {
  it('waits for the media, says so once, then publishes when it is ready', async () => {
    execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=440:d=1:sample_rate=22050', '-af', 'volume=-18dB', path.join(fixtures, 'later.wav')]);
    const fileId = await upload('later.wav', 'audio/wav');
    const meditation = await draftWith(fileId, 'Morning stretch');
    // Spied before the action exists: the CMS's own sweep (every 5 s) may be the first to find it waiting.
    const info = vi.spyOn(cms.strapi.log, 'info');
    try {
      await cms.strapi.plugin('publisher').service('action').create({
        data: { executeAt: new Date(Date.now() - 1000), mode: 'publish', entityId: meditation, entitySlug: MEDITATION },
      });
      await runDueActions(cms.strapi);
      await runDueActions(cms.strapi);
      expect(await isPublished(meditation)).toBe(false);
      expect(await cms.strapi.db.query(ACTION).count({ where: { entityId: meditation } })).toBe(1);
      const waiting = info.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(`meditation ${meditation} waits for its media`));
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toContain(stillPreparing('queued'));
    } finally {
      info.mockRestore();
    }
    while (await runNextJob(cms.strapi, 'guard-test'));
    expect((await jobOf(fileId)).status).toBe('ready');
    await runDueActions(cms.strapi);
    // The CMS's own sweep may be the one that claimed it, and be finishing the publication.
    await expect.poll(() => isPublished(meditation), { interval: 250, timeout: 10_000 }).toBe(true);
    expect(await cms.strapi.db.query(ACTION).count({ where: { entityId: meditation } })).toBe(0);
  });
});
