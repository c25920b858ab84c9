import crypto from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { claimableJobIds, claimJob } from './claim-job';
import { findJob } from './job-store';
import { runJob } from './run-job';

/** How often an idle worker looks for queued jobs. */
const POLL_MS = 2_000;
/** A job processing for longer than this belongs to an instance that died: another claims it again. */
export const CLAIM_TIMEOUT_MS = 30 * 60 * 1000;
/** Candidates read per look; the first this instance wins is run. */
const CANDIDATES = 5;

export type MediaWorker = {
  /** Claims and runs one job if one can be claimed; true when it ran one. */
  runOnce(): Promise<boolean>;
  /** Stops looking for jobs and waits for the running one to end. */
  stop(): Promise<void>;
};

/** This instance's name on the jobs it claims. */
export function instanceName(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/** Claims the oldest claimable job this instance wins, and runs it. */
export async function runNextJob(strapi: Core.Strapi, instance: string, now: Date = new Date()): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  for (const id of await claimableJobIds(strapi.db.connection, staleBefore, CANDIDATES)) {
    if (!(await claimJob(strapi.db.connection, id, instance, now, staleBefore))) continue;
    const job = await findJob(strapi, id);
    if (job) await runJob(strapi, job, instance);
    return true;
  }
  return false;
}

/**
 * The media pipeline's worker on this instance: every few seconds, one job at a time (ffmpeg uses both cores),
 * claimed in the database so that instances never run the same job.
 */
export function startMediaWorker(strapi: Core.Strapi): MediaWorker {
  const instance = instanceName();
  let running: Promise<boolean> | null = null;
  const runOnce = (): Promise<boolean> => {
    if (running) return running;
    running = runNextJob(strapi, instance)
      .catch((error: unknown) => {
        strapi.log.error(`[media-pipeline] worker: ${(error as Error).message}`);
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), POLL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
