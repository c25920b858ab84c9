import type { Meditation } from '../cms/meditation';
import type { ChosenChild } from '../layout/chosen-child';

/**
 * What the library of one child shows above the categories: a greeting with the child's avatar and, while nothing is
 * searched or filtered, the child's own row (`forChild`).
 */
export type ChildShelves = {
  /** Whom the library is for; the header shows them too (layout/chosen-child.ts). */
  child: ChosenChild;
  /** Started and not finished, the latest first. */
  continueItems: Meditation[];
  favourites: Meditation[];
  /** Picked for the child by the CMS (age, feelings of what they played, interests). */
  suggestions: Meditation[];
  /** False while a search or a filter is on: the greeting stays, the row gives way to the answer. */
  showsRow: boolean;
};

/** How many started meditations the Continue row offers. */
export const CONTINUE_ROW_LIMIT = 10;

/** How many cards the child's row holds in all (two pages of five on a laptop). */
export const CHILD_ROW_LIMIT = 10;

/** Why a card is in the child's row: its tag above the card. */
export type ChildRowReason = 'continue' | 'favourite' | 'suggested';

export type ChildRowItem = { reason: ChildRowReason; meditation: Meditation };

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

/**
 * The child's one row ("For Max"): what they started first, then their favourites, then suggestions, each meditation
 * once (under its first reason), `CHILD_ROW_LIMIT` cards at most. A kind with nothing in it simply adds no card.
 */
export function childRow({ continueItems, favourites, suggestions }: Pick<ChildShelves, 'continueItems' | 'favourites' | 'suggestions'>): ChildRowItem[] {
  const row: ChildRowItem[] = [];
  const seen = new Set<string>();
  const groups: [ChildRowReason, Meditation[]][] = [
    ['continue', continueItems],
    ['favourite', favourites],
    ['suggested', suggestions],
  ];
  for (const [reason, items] of groups) {
    for (const meditation of items) {
      if (row.length === CHILD_ROW_LIMIT) return row;
      if (seen.has(meditation.id)) continue;
      seen.add(meditation.id);
      row.push({ reason, meditation });
    }
  }
  return row;
}
