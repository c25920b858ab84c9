import type { Bedtime } from '../cms/bedtime.server';

/** Whether the CMS's clock puts the child's library away now: quiet hours not unlocked, or the day's limit reached. */
export function isPutAway({ status }: Bedtime): boolean {
  return status.limitReached || (status.phase === 'quiet' && status.unlockedUntil === null);
}
