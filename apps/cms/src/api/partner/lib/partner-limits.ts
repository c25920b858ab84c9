import type { Context } from 'koa';
import { clientAddress } from '../../../security/client-address';
import { consume } from '../../../http/limits';
import { ApiError } from '../../../http/errors';
import { partnerRefusal } from './partner-refusal';
import { isRefusal, limitFromEnv, limiterFor, type LimiterRule } from '../../../security/limiters';

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;

/** PARTNER_<NAME>_MAX per minute, else the default: a positive whole number. */
function perMinute(name: string, fallback: number): LimiterRule {
  return { points: limitFromEnv(`PARTNER_${name}_MAX`, fallback), durationSeconds: MINUTE_SECONDS };
}

/**
 * A partner's key is public and the Origin header can be forged outside a browser, so the key alone admits anyone:
 * lookups are limited per client (a page of embeds in a classroom behind one address still fits) and per key (all
 * the partner's visitors together), checked before the key is, so guessing keys is limited as well.
 */
export async function limitLookup(ctx: Context, key: string): Promise<void> {
  await asRefusal(consume(ctx, 'partner-media-client', perMinute('MEDIA_CLIENT', 120), clientAddress(ctx)));
  await asRefusal(consume(ctx, 'partner-media-key', perMinute('MEDIA_KEY', 3000), key));
}

/** Play reports are limited per client, like lookups. */
export async function limitPlays(ctx: Context): Promise<void> {
  await asRefusal(consume(ctx, 'partner-plays-client', perMinute('PLAYS_CLIENT', 60), clientAddress(ctx)));
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
 * True the first time a page view (the embed's id for one page load) reports a play of this partner's meditation,
 * false after: one page view counts one play per meditation, however often it reports. Kept a day, with the counts.
 */
export async function firstPlayOfView(partner: string, mediaId: string, view: string): Promise<boolean> {
  try {
    await limiterFor(strapi, 'partner-play-views', { points: 1, durationSeconds: DAY_SECONDS }).consume(`${partner}:${mediaId}:${view}`);
    return true;
  } catch (reason) {
    if (isRefusal(reason)) return false;
    throw reason;
  }
}
