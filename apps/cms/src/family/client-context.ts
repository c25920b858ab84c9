import type { Context } from 'koa';

/** True when the runtime knows this IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Where the listener is by the request's headers, for a save whose body does not say (withClientHints). */
export type ClientHints = { location?: string; timeZone?: string };

/**
 * Where the listener is, from the client only (no outside geolocation service): headers a proxy or the client may set
 * (x-time-zone; cf-ipcountry / x-vercel-ip-country), else the region of Accept-Language.
 */
export function clientHints(ctx: Context): ClientHints {
  return { location: headerLocation(ctx), timeZone: headerTimeZone(ctx) };
}

/** The body's location and time zone (the browser's Intl time zone and region), else the headers'. */
export function withClientHints<T extends ClientHints>(input: T, hints: ClientHints): T {
  return { ...input, location: input.location || hints.location, timeZone: input.timeZone || hints.timeZone };
}

function headerTimeZone(ctx: Context): string | undefined {
  const header = ctx.get('x-time-zone');
  return header && isTimeZone(header) ? header : undefined;
}

function headerLocation(ctx: Context): string | undefined {
  const country = ctx.get('cf-ipcountry') || ctx.get('x-vercel-ip-country') || ctx.get('x-country');
  if (/^[A-Za-z]{2}$/.test(country)) return country.toUpperCase();
  const language = ctx.get('accept-language').split(',')[0] ?? '';
  const region = /^[a-z]{2,3}-([A-Za-z]{2})\b/i.exec(language.trim());
  return region ? region[1].toUpperCase() : undefined;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
