import type { Context } from 'koa';
import { isTimeZone } from '@tate/contracts';

/** The one rule of a known time zone and of a family's calendar day, shared with the web (@tate/contracts). */
export { dayIn, isTimeZone } from '@tate/contracts';

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
