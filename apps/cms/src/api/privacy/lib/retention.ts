import type { RetentionPeriods } from '@tate/contracts';
import { z } from 'zod';

/** A whole number from the environment in [min, max]; unset or empty (`KEY=` in a .env file) is the default. */
function period(min: number, max: number, fallback: number) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(min).max(max).default(fallback));
}

const retentionEnv = z.object({
  RETENTION_HISTORY_MONTHS: period(1, 120, 24),
  RETENTION_INACTIVE_ACCOUNT_MONTHS: period(1, 120, 24),
  RETENTION_ERASURE_NOTICE_DAYS: period(7, 90, 30),
});

/**
 * How long Tate keeps what it holds about a family, in force (`RetentionPeriods`, packages/contracts/src/privacy.ts).
 * The privacy notice shows these figures and the retention job (issue 37, item 4) enforces them: both read them here,
 * so they cannot disagree. Each can be set by the environment; the defaults are the published policy; a value the
 * environment sets out of range stops the CMS at boot (see src/index.ts).
 */
export function retentionPeriods(env: NodeJS.ProcessEnv = process.env): RetentionPeriods {
  const parsed = retentionEnv.parse(env);
  return {
    historyMonths: parsed.RETENTION_HISTORY_MONTHS,
    inactiveAccountMonths: parsed.RETENTION_INACTIVE_ACCOUNT_MONTHS,
    erasureNoticeDays: parsed.RETENTION_ERASURE_NOTICE_DAYS,
  };
}
