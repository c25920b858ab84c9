import { z } from 'zod';

const wholePeriod = z.number().int().positive();

/**
 * How long Tate keeps what it holds about a family (docs/decisions/2026-11-26-privacy-notice.md). The CMS enforces
 * them (its retention job, apps/cms/src/api/privacy/lib/retention.ts) and answers them with the privacy notice, in its
 * `meta.retention`; the web words the notice's "How long we keep it" from that answer, so the two cannot disagree.
 */
export const retentionPeriodsSchema = z.object({
  /** Listening history older than this is folded into the child's totals and deleted. */
  historyMonths: wholePeriod,
  /** An account nobody signed in to for this long gets a warning e-mail... */
  inactiveAccountMonths: wholePeriod,
  /** ...and is erased this many days after the warning, unless the parent signs in. */
  erasureNoticeDays: wholePeriod,
});

export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;
