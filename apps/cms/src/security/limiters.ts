import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisConnection } from './redis-connection';

/** `points` per key within `durationSeconds`; with `blockSeconds`, a key that reaches its points is refused that long. */
export type LimiterRule = { points: number; durationSeconds: number; blockSeconds?: number };

const redisClients = new Map<string, Redis>();
const byApp = new WeakMap<object, Map<string, RateLimiterAbstract>>();

/** The one Redis client of this process for the counters at `url`. */
function counterStore(url: string): Redis {
  const redis = redisClients.get(url) ?? redisConnection(url, 'rate-limit', "counting in this process's memory meanwhile");
  redisClients.set(url, redis);
  return redis;
}

/**
 * Waits until the counters' Redis client at `url` is ready, `timeoutMs` at most: called as the CMS starts, so an
 * instance counts in Redis from its first request instead of in its own memory while it is still connecting (an
 * unreachable Redis costs the start that long, then the memory stands in as during any outage).
 */
export async function connectCounterStore(url: string, timeoutMs = 2_000): Promise<void> {
  const redis = counterStore(url);
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/**
 * The app's rate-limiter-flexible counter called `name` (keys `<RATE_LIMIT_PREFIX>:<name>:<key>`), made once per app so
 * routes that share a name share the counts: in Redis when REDIS_URL is set (every CMS instance sees the same counts),
 * otherwise in this process's memory, where each key is removed when it expires. While Redis cannot be reached (not
 * connected, or a command fails) the same limits hold in this process's memory, rate-limiter-flexible's insurance
 * limiter: during an outage each instance counts on its own, so a client behind a balancer of N instances may get up
 * to N times its limit, never an unlimited number.
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
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: counterStore(env.REDIS_URL),
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  limiters.set(name, limiter);
  return limiter;
}

/** What a client past a limit is told (with a 429 and Retry-After). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** A limit set by the environment (`name`), when it is a positive whole number; else `fallback`. */
export function limitFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
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
