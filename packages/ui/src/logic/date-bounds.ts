import { parseDate, type CalendarDate } from '@internationalized/date';

/** Parses a `YYYY-MM-DD` string; anything else (including impossible dates) gives null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return null;
  }
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

export const BOUNDS_ERROR = 'The latest allowed date cannot be before the earliest allowed date.';
export const INVALID_BOUND_ERROR = 'The allowed date range is not a valid date.';

export interface DateBounds {
  min: CalendarDate | null;
  max: CalendarDate | null;
  error: string | null;
}

/** Checks the picker's bounds: each must be a valid date and the maximum may not be before the minimum. */
export function resolveDateBounds(min: string | undefined, max: string | undefined): DateBounds {
  const parsedMin = parseIsoDate(min);
  const parsedMax = parseIsoDate(max);
  if ((min && !parsedMin) || (max && !parsedMax)) {
    return { min: null, max: null, error: INVALID_BOUND_ERROR };
  }
  if (parsedMin && parsedMax && parsedMax.compare(parsedMin) < 0) {
    return { min: null, max: null, error: BOUNDS_ERROR };
  }
  return { min: parsedMin, max: parsedMax, error: null };
}
