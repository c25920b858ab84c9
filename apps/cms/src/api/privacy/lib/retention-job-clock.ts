const DAY_MS = 86_400_000;

/** The same time of day `months` calendar months before `now` (UTC); a day the month lacks becomes its last day. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const dayOfMonth = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(dayOfMonth, daysInMonth));
  return date;
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar day of `date` in UTC, as the listening days store theirs (YYYY-MM-DD). */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The hour a run belongs to (YYYY-MM-DDTHH, UTC): one run an hour at most, whichever instance claims it. */
export function runKeyOf(now: Date): string {
  return now.toISOString().slice(0, 13);
}
