import type { Meditation } from '../cms/meditation';

/** What the library of one child shows above the categories: a greeting and the child's own rows. */
export type ChildShelves = {
  child: { id: string; name: string; imageUrl: string | null };
  /** Started and not finished, the latest first. */
  continueItems: Meditation[];
  favourites: Meditation[];
};

/** How many started meditations the Continue row offers. */
export const CONTINUE_ROW_LIMIT = 10;

/**
 * The Continue row: the meditations a child started and has not finished (above 0 % and below 100 %), in the order of
 * `positions` (the child's history, the latest first). `items` carry the child's percent completed.
 */
export function continueRow(items: Meditation[], positions: Map<string, number>): Meditation[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const started: Meditation[] = [];
  for (const mediaId of positions.keys()) {
    const item = byId.get(mediaId);
    const percent = item?.percentCompleted ?? 0;
    if (item && percent > 0 && percent < 100) started.push(item);
    if (started.length === CONTINUE_ROW_LIMIT) break;
  }
  return started;
}
