/** A clock time as a parent reads it in the site's locale and the family's time zone: "7:00 a.m." in en-CA. */
export function formatClockTime(iso: string, timeZone: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** A wait in whole hours and minutes, rounded up to the minute: "9 hours 30 minutes", "1 minute". */
export function formatWait(milliseconds: number, locale: string): string {
  const totalMinutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
