export type SlideBy = 'item' | 'page';

/** How many items one arrow press moves: one item, or a whole page of visible items. */
export function getStepSize(slideBy: SlideBy, itemsPerView: number): number {
  return slideBy === 'page' ? Math.max(1, itemsPerView) : 1;
}

/** Number of stops the carousel has (one indicator each). */
export function getPositionCount(itemCount: number, step: number): number {
  return itemCount <= 0 ? 0 : Math.ceil(itemCount / step);
}

/** Moves `delta` stops from `position`, wrapping around both ends. */
export function movePosition(position: number, delta: number, positionCount: number): number {
  if (positionCount <= 0) {
    return 0;
  }
  return (((position + delta) % positionCount) + positionCount) % positionCount;
}

/** Item indices shown at a stop, in display order; the view wraps to the first items at the end. */
export function getVisibleIndices(position: number, step: number, itemsPerView: number, itemCount: number): number[] {
  const shown = Math.min(itemsPerView, itemCount);
  const start = position * step;
  return Array.from({ length: shown }, (_, offset) => (start + offset) % itemCount);
}

/** How close to an end (px) a scrolled row counts as being there: scroll positions are fractional. */
const AT_END_PX = 2;

/**
 * Where a row that scrolls sideways goes when an arrow moves it: on by `page` pixels, and from either end round to
 * the other (the carousel loops, as the spec's do). `max` is how far the row scrolls at most.
 */
export function scrollTarget(current: number, max: number, page: number, direction: 1 | -1): number {
  if (max <= 0) return 0;
  if (direction > 0) return current >= max - AT_END_PX ? 0 : Math.min(max, current + page);
  return current <= AT_END_PX ? max : Math.max(0, current - page);
}
