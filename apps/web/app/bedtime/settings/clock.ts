import { formatClockTime } from '../../locale/format-time';

/** A wall-clock time (HH:MM, the family's clock) as the site's locale writes it: "8:00 p.m." in en-CA. */
export function formatWallTime(time: string, locale: string): string {
  return formatClockTime(`1970-01-01T${time}:00Z`, 'UTC', locale);
}

/** A calendar day (YYYY-MM-DD) as a short weekday in the locale ("Mon."), and the long one for the table. */
export function weekdayOf(day: string, locale: string, width: 'short' | 'long'): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: width,
    timeZone: 'UTC',
  });
}
