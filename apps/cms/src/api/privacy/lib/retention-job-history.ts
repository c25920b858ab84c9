import type { Core } from '@strapi/strapi';
import { dayOf } from './retention-job-clock';
import { CHILD_HISTORY } from '../../../family/data/child-history';
import { VIDEO_POSITION } from '../../../family/data/video-position';
import { addFoldedListeningSeconds } from '../../../family/data/child';
import { childrenWithDaysBefore, daysBefore, deleteListeningDays } from '../../../family/data/listening-day';

/** Where a child stopped: in a meditation, and in a video sub-category. */
const POSITIONS = [CHILD_HISTORY, VIDEO_POSITION] as const;

export type FoldedHistory = { foldedDays: number; children: number; deletedPositions: number };

/**
 * Adds the seconds of one child's listening days before `firstKeptDay` to the child's foldedListeningSeconds and
 * deletes those days, in one transaction, so the child's total minutes stay the same. Returns the days folded.
 */
async function foldChildDays(strapi: Core.Strapi, childId: string, firstKeptDay: string): Promise<number> {
  return strapi.db.transaction(async () => {
    const days = await daysBefore(childId, firstKeptDay);
    const seconds = days.reduce((sum, row) => sum + Number(row.seconds), 0);
    await addFoldedListeningSeconds(childId, seconds);
    await deleteListeningDays(days.map((row) => row.id));
    return days.length;
  });
}

/**
 * Listening history older than `cutoff`: each child's listening days before it are folded into the child's total, and
 * the positions (where a child stopped) not saved since are deleted.
 */
export async function foldOldHistory(strapi: Core.Strapi, cutoff: Date): Promise<FoldedHistory> {
  const firstKeptDay = dayOf(cutoff);
  const children = await childrenWithDaysBefore(firstKeptDay);
  let foldedDays = 0;
  for (const childId of children) foldedDays += await foldChildDays(strapi, childId, firstKeptDay);
  let deletedPositions = 0;
  for (const uid of POSITIONS) {
    const { count } = await strapi.db.query(uid).deleteMany({ where: { updatedAt: { $lt: cutoff } } });
    deletedPositions += count;
  }
  return { foldedDays, children: children.length, deletedPositions };
}
