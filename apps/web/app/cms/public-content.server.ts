import { z } from 'zod';
import { connectCacheInvalidation, type CacheInvalidation } from './cache-invalidation.server';
import { createPublicCache, noPublicCache, type PublicCache } from './public-cache.server';
import { createRenderedPages, type RenderedPages } from '../http/rendered-pages.server';

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

type PublicContent = { data: PublicCache; pages: RenderedPages | null; invalidation: CacheInvalidation };

let content: PublicContent | undefined;

/**
 * The app's public-content caches: the CMS's public answers and the anonymous pages rendered from them, cleared
 * together; with REDIS_URL they listen for clears from the other web instances.
 */
function publicContent(): PublicContent {
  if (!content) {
    const settings = readPublicCacheSettings();
    const data = settings.enabled ? createPublicCache({ ttlMs: settings.ttlMs }) : noPublicCache;
    const pages = settings.enabled ? createRenderedPages({ ttlMs: settings.ttlMs }) : null;
    const clear = () => {
      data.clear();
      pages?.clear();
    };
    content = { data, pages, invalidation: connectCacheInvalidation({ clear }, settings.redisUrl) };
  }
  return content;
}

/** The cache of the CMS's public answers. */
export function publicContentCache(): PublicCache {
  return publicContent().data;
}

/** The cache of rendered anonymous pages (docs/decisions/2026-11-23-rendered-page-cache.md); null with PUBLIC_CACHE=off. */
export function renderedPages(): RenderedPages | null {
  return publicContent().pages;
}

/** Drops every cached public read here and on the other instances (the CMS webhook calls this). */
export async function invalidatePublicContent(): Promise<void> {
  await publicContent().invalidation.invalidate();
}
