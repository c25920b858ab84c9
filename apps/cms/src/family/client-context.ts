import type { Context } from 'koa';
import { z } from 'zod';
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

/** How far ahead of the server's clock a save's client time may be (a device whose clock runs a little fast). */
const CLIENT_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** How far back a save's client time is believed: older ones (a device offline for days, a clock in 1970) count as this old. */
const CLIENT_CLOCK_BEHIND_MS = 24 * 60 * 60 * 1000;

/**
 * A save's client time (`clientSavedAt`, ms since epoch), which only orders a child's saves of one media or video:
 * refused when more than 5 minutes ahead of the server's clock (it would keep every later save out), and believed at
 * most 24 hours back. What is listened counts on the server's day, never on this one.
 */
export const clientSavedAtField = z.coerce
  .number({ invalid_type_error: 'clientSavedAt must be a time in milliseconds' })
  .int('clientSavedAt must be a time in milliseconds')
  .positive('clientSavedAt must be a time in milliseconds')
  .refine((at) => at <= Date.now() + CLIENT_CLOCK_AHEAD_MS, 'clientSavedAt is ahead of the server clock: check the device’s date and time')
  .optional();

/** The time a save is ordered by: its client time within the last 24 hours, or now when it has none. */
export function saveOrderTime(clientSavedAt: number | undefined, now: number = Date.now()): number {
  return clientSavedAt === undefined ? now : Math.max(clientSavedAt, now - CLIENT_CLOCK_BEHIND_MS);
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
