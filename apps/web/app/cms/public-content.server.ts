import { z } from 'zod';
import { connectCacheInvalidation, type CacheInvalidation } from './cache-invalidation.server';
import { createPublicCache, noPublicCache, type PublicCache } from './public-cache.server';

const cacheEnvSchema = z.object({
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().positive().default(30_000),
  REDIS_URL: z.string().url().optional(),
});

export type PublicCacheSettings = { enabled: boolean; ttlMs: number; redisUrl: string | undefined };

export function readPublicCacheSettings(env: Record<string, string | undefined> = process.env): PublicCacheSettings {
  const parsed = cacheEnvSchema.safeParse({
    PUBLIC_CACHE: env.PUBLIC_CACHE || undefined,
    PUBLIC_CACHE_TTL_MS: env.PUBLIC_CACHE_TTL_MS || undefined,
    REDIS_URL: env.REDIS_URL || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid cache setting: ${fields} (PUBLIC_CACHE is on or off, PUBLIC_CACHE_TTL_MS a number, REDIS_URL a URL)`);
  }
  return { enabled: parsed.data.PUBLIC_CACHE === 'on', ttlMs: parsed.data.PUBLIC_CACHE_TTL_MS, redisUrl: parsed.data.REDIS_URL };
}

let cache: PublicCache | undefined;
let invalidation: CacheInvalidation | undefined;

/** The app's one public-content cache; with REDIS_URL it listens for clears from the other web instances. */
export function publicContentCache(): PublicCache {
  if (!cache) {
    const settings = readPublicCacheSettings();
    cache = settings.enabled ? createPublicCache({ ttlMs: settings.ttlMs }) : noPublicCache;
    invalidation = connectCacheInvalidation(cache, settings.redisUrl);
  }
  return cache;
}

/** Drops every cached public read here and on the other instances (the CMS webhook calls this). */
export async function invalidatePublicContent(): Promise<void> {
  publicContentCache();
  await invalidation?.invalidate();
}
