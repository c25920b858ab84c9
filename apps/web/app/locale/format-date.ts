/**
 * A date as a parent reads it in the site's locale: "November 21, 2027" in en-CA, "21 November 2027" in en-GB. In UTC,
 * so the server and the browser write the same day. Null for no date, or one that cannot be read.
 */
export function formatDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
