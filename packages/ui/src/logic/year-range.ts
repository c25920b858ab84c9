/** Years either side of the shown year when the calendar is not bounded on that side (spec). */
export const YEAR_SPAN = 10;
/** A bounded year list never grows past this many years (spec). */
export const MAX_YEARS = 500;

/**
 * Years offered by the calendar's year select: 10 either side of the shown year, or the whole
 * range between the bounds when given (capped at 500 years).
 */
export function getYearOptions(shownYear: number, minYear?: number, maxYear?: number): number[] {
  let first = minYear ?? shownYear - YEAR_SPAN;
  let last = maxYear ?? shownYear + YEAR_SPAN;
  if (minYear === undefined && maxYear !== undefined) {
    first = Math.min(first, maxYear);
  }
  if (maxYear === undefined && minYear !== undefined) {
    last = Math.max(last, minYear);
  }
  if (last - first + 1 > MAX_YEARS) {
    first = Math.max(first, Math.min(shownYear, last) - MAX_YEARS + 1);
    last = first + MAX_YEARS - 1;
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
