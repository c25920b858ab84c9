import { isTimeZone } from '@tate/contracts';

/**
 * What the CMS reports as the family's time zone (GET /children/:id/bedtime) while the family has never said where it
 * is: its days are UTC days until a request or the bedtime settings set one (apps/cms/src/family/bedtime.ts).
 */
export const UNSET_TIME_ZONE = 'UTC';

/** The family's zone as saved, or null when the CMS reports the zone it uses for a family that has none. */
export function savedTimeZone(reported: string): string | null {
  return reported === UNSET_TIME_ZONE ? null : reported;
}

/**
 * The main zone (its largest city's) of the regions an English site like this one is set to; the site is Canadian,
 * and en-CA is Toronto's. Another region falls back to UTC until it is added here.
 */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  AU: 'Australia/Sydney',
  CA: 'America/Toronto',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
};

/**
 * The site's zone, the form's default while the family has none saved and the browser's is not known (no
 * JavaScript): the main zone of the site's locale's region (America/Toronto for en-CA), else UTC.
 */
export function siteTimeZone(locale: string): string {
  try {
    const region = new Intl.Locale(locale).region;
    return (region === undefined ? undefined : MAIN_ZONES[region]) ?? UNSET_TIME_ZONE;
  } catch {
    return UNSET_TIME_ZONE;
  }
}

/** The browser's own zone (Intl), or null when it reports none the runtime knows. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** The zones to offer: the runtime's list, with `zone` first when the list leaves it out (UTC, an older alias). */
export function withZone(zones: string[], zone: string | null): string[] {
  return !zone || zones.includes(zone) ? zones : [zone, ...zones];
}
