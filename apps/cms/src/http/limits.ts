import type { Context } from 'koa';
import { ApiError } from './errors';
import { TOO_MANY_REQUESTS, isRefusal, limiterFor, type LimiterRule } from '../security/limiters';

/** Counts one against `key` in the app's limiter `name`; a 429 with Retry-After once it has reached its points. */
export async function consume(ctx: Context, name: string, rule: LimiterRule, key: string): Promise<void> {
  try {
    await limiterFor(strapi, name, rule).consume(key);
  } catch (reason) {
    if (!isRefusal(reason)) throw reason;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(reason.msBeforeNext / 1000))));
    throw new ApiError(429, TOO_MANY_REQUESTS);
  }
}
