import type { Parent } from '../utils/auth';
import { updateUsersWhere } from '../utils/data/user';

const DAY_MS = 86_400_000;

/**
 * Records that the parent signed in or used the apps at `now`: the retention job erases only accounts nobody used for
 * RETENTION_INACTIVE_ACCOUNT_MONTHS. At most one write per parent and day (the loaded row says when it was last
 * recorded, and the update's condition keeps concurrent requests to one write); it clears a pending erasure warning.
 */
export async function recordActivity(parent: Pick<Parent, 'id' | 'lastActiveAt'>, now = new Date()): Promise<void> {
  const dayBefore = new Date(now.getTime() - DAY_MS);
  if (parent.lastActiveAt && new Date(parent.lastActiveAt).getTime() > dayBefore.getTime()) return;
  await updateUsersWhere(
    { id: parent.id, $or: [{ lastActiveAt: { $null: true } }, { lastActiveAt: { $lte: dayBefore } }] },
    { lastActiveAt: now, erasureWarnedAt: null },
  );
}
