import { dayIn } from '../../../family/client-context';

/** The day before a YYYY-MM-DD calendar day. */
function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive days with listening that end today or yesterday in the child's time zone
 * (a streak is not broken before the day is over).
 */
export function currentStreak(days: Iterable<string>, timeZone: string, now = new Date()): number {
  const listened = new Set(days);
  let day = dayIn(timeZone, now);
  if (!listened.has(day)) day = previousDay(day);
  let streak = 0;
  while (listened.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

/** The age-range label that holds an age in years (younger children get the youngest range). */
export function ageRangeLabel(age: number): '3-4' | '5-7' | '8-10' | '11+' {
  if (age <= 4) return '3-4';
  if (age <= 7) return '5-7';
  if (age <= 10) return '8-10';
  return '11+';
}
