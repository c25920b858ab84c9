import { z } from 'zod';

/**
 * How long Tate keeps what it holds about a family (docs/decisions/2026-11-26-privacy-notice.md). The privacy notice
 * shows these figures and the retention job (issue 37, item 4) enforces them: both read them here, so they cannot
 * disagree. Each can be set by the environment; the defaults are the published policy.
 */
export type RetentionPeriods = {
  /** Listening history older than this is folded into the child's totals and deleted. */
  historyMonths: number;
  /** An account nobody signed in to for this long gets a warning e-mail... */
  inactiveAccountMonths: number;
  /** ...and is erased this many days after the warning, unless the parent signs in. */
  erasureNoticeDays: number;
};

const months = z.coerce.number().int().min(1).max(120);

const retentionEnv = z.object({
  RETENTION_HISTORY_MONTHS: months.default(24),
  RETENTION_INACTIVE_ACCOUNT_MONTHS: months.default(24),
  RETENTION_ERASURE_NOTICE_DAYS: z.coerce.number().int().min(7).max(90).default(30),
});

/** The periods in force; a value the environment sets out of range stops the CMS at boot (see src/index.ts). */
export function retentionPeriods(env: NodeJS.ProcessEnv = process.env): RetentionPeriods {
  const parsed = retentionEnv.parse(env);
  return {
    historyMonths: parsed.RETENTION_HISTORY_MONTHS,
    inactiveAccountMonths: parsed.RETENTION_INACTIVE_ACCOUNT_MONTHS,
    erasureNoticeDays: parsed.RETENTION_ERASURE_NOTICE_DAYS,
  };
}
