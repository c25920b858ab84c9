import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { reply } from '../utils/envelope';
import { createStore, type RateLimitStore } from '../api/account/lib/rate-limit-store';

type RateLimitConfig = { bucket?: string };

const DEFAULT_MAX: Record<string, number> = {
  login: 10,
  'check-user': 20,
  'forgot-password': 5,
  couponverify: 10,
  contact: 5,
};

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** RATE_LIMIT_<BUCKET>_MAX (e.g. RATE_LIMIT_LOGIN_MAX), else RATE_LIMIT_MAX, else the bucket's default. */
function maxFor(bucket: string): number {
  const specific = `RATE_LIMIT_${bucket.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_MAX`;
  return envNumber(specific, envNumber('RATE_LIMIT_MAX', DEFAULT_MAX[bucket] ?? 20));
}

let shared: RateLimitStore | null = null;

/**
 * Route middleware `global::rate-limit` ({ bucket }): counts requests per bucket and client IP in a
 * fixed window (RATE_LIMIT_WINDOW_MS) and answers a 429 envelope past the limit. Counters live in Redis
 * when REDIS_URL is set, in memory otherwise.
 */
export default (config: RateLimitConfig, { strapi }: { strapi: Core.Strapi }) => {
  const bucket = config.bucket ?? 'default';
  shared ??= createStore(process.env.REDIS_URL);
  const store = shared;
  const prefix = process.env.RATE_LIMIT_PREFIX || 'tate:rate';

  return async (ctx: Context, next: Next) => {
    const windowMs = envNumber('RATE_LIMIT_WINDOW_MS', 60_000);
    const max = maxFor(bucket);
    let hit;
    try {
      hit = await store.hit(`${prefix}:${bucket}:${ctx.request.ip}`, windowMs);
    } catch (error) {
      strapi.log.warn(`[rate-limit] counter store unavailable, request allowed: ${(error as Error).message}`);
      return next();
    }
    if (hit.count > max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      ctx.set('Retry-After', String(retryAfterSeconds));
      reply(ctx, 429, 'Too many requests. Please wait a moment and try again.', { retryAfterSeconds });
      return;
    }
    return next();
  };
};
