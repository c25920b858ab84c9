import type { Core } from '@strapi/strapi';
import { retentionPeriods } from './retention';
import { monthsBefore, runKeyOf } from './retention-job-clock';
import { foldOldHistory, type FoldedHistory } from './retention-job-history';
import { retireInactiveAccounts, type InactiveAccounts } from './retention-job-accounts';
import { sweep, type Sweep } from './retention-job-sweep';
import { countRunClaims, insertRunClaim } from '../data/retention-run';
import { backgroundWork } from '../../../utils/background-work';

const DAILY_TASK = 'tate-retention-daily';
const AFTER_BOOT_TASK = 'tate-retention-after-boot';
/** The first run after a boot waits this long, past the boot's own work. */
const AFTER_BOOT_MS = 5 * 60_000;

export type RetentionCounts = FoldedHistory & InactiveAccounts & Sweep;

/**
 * Claims the run of this hour for this instance: the run key is unique, so of racing instances exactly one insert
 * succeeds (the idea of the publisher's claim, src/publishing/claim-action.ts, with an insert instead of a delete).
 */
async function claimRun(now: Date): Promise<boolean> {
  const runKey = runKeyOf(now);
  const claimed = () => countRunClaims(runKey);
  if ((await claimed()) > 0) return false;
  try {
    await insertRunClaim(runKey);
    return true;
  } catch (error) {
    if ((await claimed()) > 0) return false;
    throw error;
  }
}

/**
 * Enforces the retention periods (src/api/privacy/lib/retention.ts) as of `now`: folds and deletes old listening history, warns
 * and then erases unused accounts, and sweeps what only grows. Runs once an hour at most across instances; null when
 * another run has this hour. Every step is idempotent: a second run changes nothing that the first did.
 */
export async function runRetention(strapi: Core.Strapi, now: Date): Promise<RetentionCounts | null> {
  if (!(await claimRun(now))) return null;
  const periods = retentionPeriods();
  const history = await foldOldHistory(strapi, monthsBefore(now, periods.historyMonths));
  const accounts = await retireInactiveAccounts(strapi, monthsBefore(now, periods.inactiveAccountMonths), now, periods.erasureNoticeDays);
  const swept = await sweep(now);
  strapi.log.info(
    `[retention] folded ${history.foldedDays} days of ${history.children} children, deleted ${history.deletedPositions} positions, ` +
      `warned ${accounts.warned}, erased ${accounts.erased} (kept ${accounts.keptForPayments} until Stripe answers, ${accounts.keptForPlans} with a plan), ` +
      `cleared ${swept.resetTokens} reset tokens, forgot ${swept.paymentEvents} payment events`,
  );
  return { ...history, ...accounts, ...swept };
}

/**
 * Runs the job every day at RETENTION_JOB_CRON (a cron rule, seconds first; default 03:15 UTC) and once a few minutes
 * after boot; RETENTION_JOB_CRON=off runs it only when called (the tests, which move the clock).
 */
export function startRetentionJob(strapi: Core.Strapi): void {
  const rule = process.env.RETENTION_JOB_CRON || '0 15 3 * * *';
  if (rule === 'off') return;
  const task = () => backgroundWork(() => runRetention(strapi, new Date()));
  strapi.cron.add({
    [DAILY_TASK]: { task, options: { rule, tz: 'UTC' } },
    [AFTER_BOOT_TASK]: { task, options: new Date(Date.now() + AFTER_BOOT_MS) },
  });
}
