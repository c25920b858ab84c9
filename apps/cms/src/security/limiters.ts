import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** `points` per key within `durationSeconds`; with `blockSeconds`, a key that reaches its points is refused that long. */
export type LimiterRule = { points: number; durationSeconds: number; blockSeconds?: number };

let redis: Redis | undefined;
const byApp = new WeakMap<object, Map<string, RateLimiterAbstract>>();

/**
 * The app's rate-limiter-flexible counter called `name` (keys `<RATE_LIMIT_PREFIX>:<name>:<key>`), made once per app so
 * routes that share a name share the counts: in Redis when REDIS_URL is set (every CMS instance sees the same counts),
 * otherwise in this process's memory, where each key is removed when it expires.
 */
export function limiterFor(app: object, name: string, rule: LimiterRule, env: NodeJS.ProcessEnv = process.env): RateLimiterAbstract {
  const limiters = byApp.get(app) ?? new Map<string, RateLimiterAbstract>();
  byApp.set(app, limiters);
  const existing = limiters.get(name);
  if (existing) return existing;
  const options = {
    keyPrefix: `${env.RATE_LIMIT_PREFIX || 'tate:rate'}:${name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  let limiter: RateLimiterAbstract;
  if (env.REDIS_URL) {
    redis ??= new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
    limiter = new RateLimiterRedis({ ...options, storeClient: redis });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  limiters.set(name, limiter);
  return limiter;
}

/** A limiter's refusal (it rejects with a RateLimiterRes), as opposed to a failure of its store (an Error). */
export function isRefusal(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
}

/** How long `key` must wait (ms) because it has reached the limiter's points; 0 when it may go on. */
export async function waitFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state !== null && state.consumedPoints >= limiter.points ? Math.max(1, state.msBeforeNext) : 0;
}

/** Counts one against `key`; when that reaches the limiter's points and it blocks, `key` is refused for the block. */
export async function count(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  const state = await limiter.penalty(key);
  if (limiter.blockDuration > 0 && state.consumedPoints >= limiter.points) return limiter.block(key, limiter.blockDuration);
  return state;
}
