const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The CMS writes a device's last seen at most every 5 minutes, so anything newer than this is "now". */
const NOW_WITHIN_MS = 10 * MINUTE;

/**
 * When a device was last seen, in words in the site's locale, to follow "Last seen": "just now", "25 minutes ago",
 * "yesterday", "3 days ago"; past 30 days, "on" the date. Worked out on the server, so the page reads the same with or
 * without JavaScript.
 */
export function lastSeenInWords(iso: string, locale: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'at an unknown time';
  const ago = Math.max(0, now - at);
  if (ago < NOW_WITHIN_MS) return 'just now';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return `on ${new Date(at).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}
