import type { Knex } from 'knex';
import { z } from 'zod';

export const MEDIA_JOBS_TABLE = 'media_jobs';

/**
 * Claims one media job for this instance with a single conditional update: it is queued, or it is processing under
 * a claim nobody renewed since `staleBefore` (the instance that held it died: a live worker renews its claim every few
 * seconds, renewClaim). The database lets exactly one of several racing updates match, as with the publisher's actions
 * (src/publishing/claim-action.ts), so only the instance whose update changed a row runs the job. Each claim counts
 * as an attempt.
 */
export async function claimJob(db: Knex, id: number, instance: string, now: Date, staleBefore: Date): Promise<boolean> {
  const updated = await db(MEDIA_JOBS_TABLE)
    .where({ id })
    .andWhere((claimable) =>
      claimable.where({ status: 'queued' }).orWhere((stale) => stale.where({ status: 'processing' }).andWhere('claimed_at', '<', staleBefore)),
    )
    .update({ status: 'processing', claimed_by: instance, claimed_at: now, updated_at: now, attempts: db.raw('coalesce(attempts, 0) + 1') });
  return updated > 0;
}

/** The rows of a raw query for job ids, read and checked rather than cast. */
const jobIdRows = z.array(z.object({ id: z.number().int() }));

/** Ids of jobs that can be claimed now, oldest first. */
export async function claimableJobIds(db: Knex, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db(MEDIA_JOBS_TABLE)
    .where({ status: 'queued' })
    .orWhere((stale) => stale.where({ status: 'processing' }).andWhere('claimed_at', '<', staleBefore))
    .orderBy('id', 'asc')
    .limit(limit)
    .select('id');
  return jobIdRows.parse(rows).map((row) => row.id);
}

/**
 * The running worker's heartbeat: moves its claim's time to now while it still holds the job. False when it no
 * longer does (another instance reclaimed it after a pause longer than the lease): the worker then stops the job.
 */
export async function renewClaim(db: Knex, id: number, instance: string, now: Date): Promise<boolean> {
  const updated = await db(MEDIA_JOBS_TABLE).where({ id, status: 'processing', claimed_by: instance }).update({ claimed_at: now });
  return updated > 0;
}
