import crypto from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { ProcessingInterrupted } from '../interrupted';
import { claimableJobIds, claimJob, renewClaim } from './claim-job';
import { findJob } from '../../media/data/media-job';
import { runJob } from './run-job';

/** How often an idle worker looks for queued jobs. */
const POLL_MS = 2_000;
/** A running worker renews its claim on its job this often (its heartbeat)... */
export const CLAIM_RENEW_MS = 15_000;
/** ...so a job whose claim is older than this belongs to an instance that died: another claims it again. */
export const CLAIM_LEASE_MS = 90_000;
/** Candidates read per look; the first this instance wins is run. */
const CANDIDATES = 5;

export type MediaWorker = {
  /** Claims and runs one job if one can be claimed; true when it ran one. */
  runOnce(): Promise<boolean>;
  /** Stops looking for jobs, stops the running one's ffmpeg and puts that job back in the queue, and waits for it. */
  stop(): Promise<void>;
};

/** This instance's name on the jobs it claims. */
export function instanceName(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/**
 * Runs a claimed job while renewing the claim; a claim lost to another instance (this one paused longer than the
 * lease) stops the job, as shutting down (`signal`) does.
 */
async function runClaimedJob(strapi: Core.Strapi, id: number, instance: string, signal: AbortSignal): Promise<void> {
  const job = await findJob(id);
  if (!job) return;
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  signal.addEventListener('abort', stop);
  const heartbeat = setInterval(() => {
    renewClaim(strapi.db.connection, id, instance, new Date()).then(
      (held) => {
        if (!held) stopped.abort(new ProcessingInterrupted('another instance claimed the job'));
      },
      (error: unknown) => strapi.log.error(`[media-pipeline] job ${id}: the claim could not be renewed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, CLAIM_RENEW_MS);
  try {
    await runJob(strapi, job, instance, stopped.signal);
  } finally {
    clearInterval(heartbeat);
    signal.removeEventListener('abort', stop);
  }
}

/** Claims the oldest claimable job this instance wins, and runs it until it ends or `signal` stops it. */
export async function runNextJob(
  strapi: Core.Strapi,
  instance: string,
  { now = new Date(), signal = new AbortController().signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
  for (const id of await claimableJobIds(strapi.db.connection, staleBefore, CANDIDATES)) {
    if (signal.aborted) return false;
    if (!(await claimJob(strapi.db.connection, id, instance, now, staleBefore))) continue;
    await runClaimedJob(strapi, id, instance, signal);
    return true;
  }
  return false;
}

/**
 * The media pipeline's worker on this instance: every few seconds, one job at a time (ffmpeg uses both cores),
 * claimed in the database so that instances never run the same job. Stopping it (Strapi's destroy, on SIGTERM) hands
 * its job back to the queue for the next instance or the next start.
 */
export function startMediaWorker(strapi: Core.Strapi): MediaWorker {
  const instance = instanceName();
  const stopping = new AbortController();
  let running: Promise<boolean> | null = null;
  const runOnce = (): Promise<boolean> => {
    if (running) return running;
    if (stopping.signal.aborted) return Promise.resolve(false);
    running = runNextJob(strapi, instance, { signal: stopping.signal })
      .catch((error: unknown) => {
        strapi.log.error(`[media-pipeline] worker: ${error instanceof Error ? error.message : String(error)}`);
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
      stopping.abort();
      await running;
    },
  };
}
