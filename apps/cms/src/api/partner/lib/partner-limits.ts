import type { Context } from 'koa';
import { clientAddress } from '../../../security/client-address';
import { consume } from '../../../http/limits';
import { ApiError } from '../../../http/errors';
import { partnerRefusal } from './partner-refusal';
import { PLAY_TICKET_SECONDS } from './play-ticket';
import { isRefusal, limitFromEnv, limiterFor, type LimiterRule } from '../../../security/limiters';

const MINUTE_SECONDS = 60;

/** PARTNER_<NAME>_MAX per minute, else the default: a positive whole number. */
function perMinute(name: string, fallback: number): LimiterRule {
  return { points: limitFromEnv(`PARTNER_${name}_MAX`, fallback), durationSeconds: MINUTE_SECONDS };
}

/**
 * A partner's key is public and the Origin header can be forged outside a browser, so the key alone admits anyone:
 * lookups are limited per client (a page of embeds in a classroom behind one address still fits) and per key (all
 * the partner's visitors together), checked before the key is, so guessing keys is limited as well. Each lookup
 * answers one play ticket, so these limits are also how many plays can be counted.
 */
export async function limitLookup(ctx: Context, key: string): Promise<void> {
  await asRefusal(consume(ctx, 'partner-media-client', perMinute('MEDIA_CLIENT', 120), clientAddress(ctx)));
  await asRefusal(consume(ctx, 'partner-media-key', perMinute('MEDIA_KEY', 3000), key));
}

/** The web asks for a key's frame origins once per iframe player it serves, naming its visitor: limited per visitor. */
export async function limitFrameOrigins(ctx: Context): Promise<void> {
  await asRefusal(consume(ctx, 'partner-frames-client', perMinute('FRAMES_CLIENT', 120), clientAddress(ctx)));
}

/** Play reports are limited per client, like lookups (each needs a lookup's ticket to count). */
export async function limitPlays(ctx: Context): Promise<void> {
  await asRefusal(consume(ctx, 'partner-plays-client', perMinute('PLAYS_CLIENT', 60), clientAddress(ctx)));
}

/** Reports of startup and completion are limited per client, like play reports (two per page that plays). */
export async function limitReports(ctx: Context): Promise<void> {
  await asRefusal(consume(ctx, 'partner-reports-client', perMinute('REPORTS_CLIENT', 120), clientAddress(ctx)));
}

/** The 429 of a limit as the partner refusal `rate-limited` (its Retry-After is already set). */
async function asRefusal(consumed: Promise<void>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    if (error instanceof ApiError && error.code === 429) throw partnerRefusal('rate-limited');
    throw error;
  }
}

/**
 * True the first time a play ticket (one lookup's, lib/play-ticket.ts) reports a play, false after: a ticket counts one
 * play however often it is sent. Kept in the counters' store (Redis when REDIS_URL is set, so every CMS instance sees
 * it) a minute longer than a ticket lives, so no ticket outlives its record.
 */
export async function firstPlayOfTicket(ticketId: string): Promise<boolean> {
  return firstUse('partner-play-tickets', ticketId);
}

/** True the first time a play ticket reports this event (startup or completion), false after: as `firstPlayOfTicket`. */
export async function firstReportOfTicket(event: 'startup' | 'completion', ticketId: string): Promise<boolean> {
  return firstUse(`partner-ticket-${event}`, ticketId);
}

async function firstUse(name: string, ticketId: string): Promise<boolean> {
  try {
    await limiterFor(strapi, name, { points: 1, durationSeconds: PLAY_TICKET_SECONDS + MINUTE_SECONDS }).consume(ticketId);
    return true;
  } catch (reason) {
    if (isRefusal(reason)) return false;
    throw reason;
  }
}
