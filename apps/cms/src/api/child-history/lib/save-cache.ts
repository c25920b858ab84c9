import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { CHILD } from '../../../family/data/child';
import { MEDITATION } from '../../../media/data/meditation';
import { redisConnection } from '../../../security/redis-connection';

/**
 * What a history save checks before it writes, kept in this process for a short while
 * (docs/decisions/2026-11-29-history-save-cache.md): which parent a child belongs to, and which meditations are
 * published. Only what the database said yes to is kept (a refusal is read again), and every write to a child or a
 * meditation drops what it may change, here and, through Redis, in every other instance.
 */

/** How long a kept answer is trusted without a change being heard: the bound when an instance misses a message. */
export const SAVE_CACHE_LIFETIME_MS = 30_000;
const CHANNEL = 'tate:history-save-cache';
const MAX_ENTRIES = 50_000;

type Kind = 'child' | 'meditation';
/** A change heard: one document of a kind, or every one of them (null) when the write does not say which. */
const invalidation = z.object({ kind: z.enum(['child', 'meditation']), documentId: z.string().nullable() });
type Invalidation = z.infer<typeof invalidation>;

/** Where an instance tells the others what changed, and hears what they changed. */
export type InvalidationBus = {
  /** Settles once this instance hears the others (or could not subscribe: then only the lifetime bounds a change). */
  ready: Promise<void>;
  publish(message: Invalidation): void;
  close(): Promise<void>;
};

export type SaveCache = {
  /** The parent the child belongs to, when kept. */
  ownerOf(childId: string): number | undefined;
  keepOwner(childId: string, parentId: number): void;
  isPublished(mediaId: string): boolean;
  keepPublished(mediaId: string): void;
  /** Drops what a change may have made stale here and tells the other instances. */
  invalidate(kind: Kind, documentId: string | null): void;
  /** Drops it here only (a change another instance heard). */
  drop(message: Invalidation): void;
};

export function createSaveCache(lifetimeMs = SAVE_CACHE_LIFETIME_MS): SaveCache & { useBus(bus: InvalidationBus): void } {
  const owners = new LRUCache<string, number>({ max: MAX_ENTRIES, ttl: lifetimeMs });
  const published = new LRUCache<string, true>({ max: MAX_ENTRIES, ttl: lifetimeMs });
  let bus: InvalidationBus | null = null;
  const drop = ({ kind, documentId }: Invalidation) => {
    const cache = kind === 'child' ? owners : published;
    if (documentId === null) cache.clear();
    else cache.delete(documentId);
  };
  return {
    ownerOf: (childId) => owners.get(childId),
    keepOwner: (childId, parentId) => void owners.set(childId, parentId),
    isPublished: (mediaId) => published.get(mediaId) === true,
    keepPublished: (mediaId) => void published.set(mediaId, true),
    invalidate(kind, documentId) {
      drop({ kind, documentId });
      bus?.publish({ kind, documentId });
    },
    drop,
    useBus(next) {
      bus = next;
    },
  };
}

/**
 * The bus over Redis at `url`: a publishing client and a subscribed one (a subscribed ioredis client sends nothing
 * else), each saying once per outage that changes are heard by their lifetime meanwhile. A message this instance sent
 * comes back to it too; dropping twice is harmless.
 */
export function redisInvalidationBus(url: string, onMessage: (message: Invalidation) => void): InvalidationBus {
  const meanwhile = `other instances' changes are heard within ${SAVE_CACHE_LIFETIME_MS} ms`;
  const publisher = redisConnection(url, 'history-save-cache', meanwhile);
  const subscriber = redisConnection(url, 'history-save-cache', meanwhile);
  // A failed subscription or publication is an outage its client's error event has said (once per outage).
  const ready = subscriber.subscribe(CHANNEL).then(
    () => undefined,
    () => undefined,
  );
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const parsed = invalidation.safeParse(JSON.parse(text));
      if (parsed.success) onMessage(parsed.data);
    } catch {
      // Not JSON: not a message of this channel's.
    }
  });
  return {
    ready,
    publish(message) {
      void publisher.publish(CHANNEL, JSON.stringify(message)).catch(() => undefined);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The cache of this process's saves. */
export const saveCache = createSaveCache();

const documentIdOf = z.object({ documentId: z.string() });
const KIND_OF: Record<string, Kind> = { [CHILD]: 'child', [MEDITATION]: 'meditation' };

/**
 * Drops what a write to a child (its parent, its deletion) or a meditation (its publication, unpublication or
 * deletion) may change. Query-engine lifecycles, not document middlewares: the family's own writes to a child go
 * through `strapi.db.query`, which document middlewares never see, and the document service's writes come through
 * here as well. Dropped at once and again when the write's transaction commits, so a save that read the old row in
 * between keeps it no longer than that.
 */
export function registerSaveCacheInvalidation(strapi: Core.Strapi): void {
  const changed = (event: { model: { uid: string }; result?: unknown }) => {
    const kind = KIND_OF[event.model.uid];
    if (!kind) return;
    const one = documentIdOf.safeParse(event.result);
    const documentId = one.success ? one.data.documentId : null;
    saveCache.invalidate(kind, documentId);
    if (strapi.db.inTransaction()) {
      void strapi.db.transaction(({ onCommit }) => onCommit(() => saveCache.invalidate(kind, documentId)));
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [CHILD, MEDITATION],
    afterCreate: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  });
}

let bus: InvalidationBus | null = null;

/** With REDIS_URL, every instance hears the others' changes (without it this process is the only one). */
export function connectSaveCacheBus(url: string | undefined): void {
  if (!url) return;
  bus = redisInvalidationBus(url, saveCache.drop);
  saveCache.useBus(bus);
}

export async function closeSaveCacheBus(): Promise<void> {
  await bus?.close();
  bus = null;
}
