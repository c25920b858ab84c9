import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { redisConnection } from '../security/redis-connection';

/**
 * What the hottest requests read on every call, kept in this process for a short while
 * (docs/decisions/2026-11-29-history-save-cache.md, docs/decisions/2026-11-29-token-state-kept.md): each kind of
 * answer is a shelf, tied to the content type whose rows it comes from. Every write to such a row drops what its
 * shelves keep of it, here and, through Redis, in every other instance. With Redis configured, a shelf keeps nothing
 * while this instance does not hear the others (it could miss their changes): every read then goes to the database,
 * and what was kept before the outage is dropped when it ends.
 */

/** How long a kept answer is trusted without a change being heard. */
export const KEPT_ROWS_LIFETIME_MS = 30_000;
const CHANNEL = 'tate:kept-rows';
const MAX_ENTRIES = 50_000;

/**
 * A change heard: a row of a content type (its id and document id, as the write answered them), or any of its rows
 * (both null) when the write does not say which.
 */
const change = z.object({ uid: z.string(), id: z.number().nullable(), documentId: z.string().nullable() });
export type Change = z.infer<typeof change>;
/** A change as the bus carries it: with the random name of the instance that made it. */
const sent = z.object({ from: z.string(), change });

/** Where an instance tells the others what changed, and hears what they changed. */
export type InvalidationBus = {
  /** Settles once this instance hears the others, or could not subscribe. */
  ready: Promise<void>;
  /** Whether this instance hears the others now (subscribed, connection up). */
  hearing(): boolean;
  publish(message: Change): void;
  close(): Promise<void>;
};

/** The row column a shelf is keyed by: the row's document id, or its id (a parent's account, named by id in tokens). */
export type ShelfKey = 'documentId' | 'id';

export type Shelf<Value extends object> = {
  /** The answer kept under `key`, if any. */
  get(key: string): Value | undefined;
  /**
   * Reads the answer (`load`; null: nothing to keep) and keeps it, unless a change to its row (or to any row, a write
   * that does not say which) was heard while it was read: that read may be older than the change, and keeping it would
   * outlive the change's drop.
   */
  fill(key: string, load: () => Promise<Value | null>): Promise<Value | null>;
  /** The answer kept under `key` when it `fits` (any kept one by default), else read and kept as `fill` does. */
  read(key: string, load: () => Promise<Value | null>, fits?: (kept: Value) => boolean): Promise<Value | null>;
};

export type KeptRows = {
  /** The shelf `name` keeps answers read from rows of `uid`, each under the row's `keyBy` column. */
  shelf<Value extends object>(name: string, uid: string, keyBy: ShelfKey): Shelf<Value>;
  /** Drops what a write to a row of `uid` (the row it answered, if one) may have made stale here, and tells the others. */
  changed(uid: string, row: unknown): void;
  /** Drops it here only (a change another instance heard). */
  drop(message: Change): void;
  /** Drops every shelf's rows here (messages may have been missed). */
  clear(): void;
  useBus(bus: InvalidationBus): void;
};

const identity = z.object({ id: z.number().optional(), documentId: z.string().optional() });

/** The change a write answering `row` made: that row's identity, or none (any row) when it answered no one row. */
function changeOf(uid: string, row: unknown): Change {
  const read = identity.safeParse(row);
  return { uid, id: read.success ? (read.data.id ?? null) : null, documentId: read.success ? (read.data.documentId ?? null) : null };
}

export function createKeptRows(lifetimeMs = KEPT_ROWS_LIFETIME_MS): KeptRows {
  /** A shelf, and its keys being read now: whether a change to each was heard meanwhile, and by how many reads. */
  type Kept = {
    uid: string;
    keyBy: ShelfKey;
    rows: Pick<LRUCache<string, object>, 'delete' | 'clear'>;
    reading: Map<string, { reads: number; changed: boolean }>;
  };
  const shelves = new Map<string, Kept>();
  /** The content types some shelf reads: a write to any other changes nothing kept. */
  const keptTypes = new Set<string>();
  let bus: InvalidationBus | null = null;
  const trusted = () => bus === null || bus.hearing();
  const dropAll = (shelf: Kept) => {
    shelf.rows.clear();
    for (const read of shelf.reading.values()) read.changed = true;
  };
  const drop = (message: Change) => {
    for (const shelf of shelves.values()) {
      if (shelf.uid !== message.uid) continue;
      const key = shelf.keyBy === 'id' ? (message.id === null ? null : String(message.id)) : message.documentId;
      if (key === null) {
        dropAll(shelf);
        continue;
      }
      shelf.rows.delete(key);
      const read = shelf.reading.get(key);
      if (read) read.changed = true;
    }
  };
  return {
    shelf<Value extends object>(name: string, uid: string, keyBy: ShelfKey): Shelf<Value> {
      if (shelves.has(name)) throw new Error(`A shelf named ${name} is kept already`);
      const rows = new LRUCache<string, Value>({ max: MAX_ENTRIES, ttl: lifetimeMs });
      const shelf: Kept = { uid, keyBy, rows, reading: new Map() };
      shelves.set(name, shelf);
      keptTypes.add(uid);
      const get = (key: string) => (trusted() ? rows.get(key) : undefined);
      const fill = async (key: string, load: () => Promise<Value | null>) => {
        const read = shelf.reading.get(key) ?? { reads: 0, changed: false };
        shelf.reading.set(key, read);
        read.reads += 1;
        let value: Value | null;
        try {
          value = await load();
        } finally {
          read.reads -= 1;
          if (read.reads === 0) shelf.reading.delete(key);
        }
        if (value !== null && !read.changed && trusted()) rows.set(key, value);
        return value;
      };
      return {
        get,
        fill,
        async read(key, load, fits = () => true) {
          const kept = get(key);
          return kept && fits(kept) ? kept : fill(key, load);
        },
      };
    },
    changed(uid, row) {
      if (!keptTypes.has(uid)) return;
      const message = changeOf(uid, row);
      drop(message);
      bus?.publish(message);
    },
    drop,
    clear() {
      for (const shelf of shelves.values()) dropAll(shelf);
    },
    useBus(next) {
      bus = next;
    },
  };
}

/**
 * The bus over Redis at `url`: a publishing client and a subscribed one (a subscribed ioredis client sends nothing
 * else). `onMessage` hears each change the other instances made. After an outage of the subscribed client the bus
 * subscribes again and, once Redis confirms it, calls `onReconnected`: changes made meanwhile were not heard, and until
 * then `hearing` is false, so nothing is kept meanwhile. A message this instance sent comes back to it too: it is
 * known by the instance's random name and left, since its drop was made at the write (dropping again a moment later
 * would throw away what was read after the write, and a read under way would not be kept). A change whose publication
 * fails (the publishing client down, the subscribed one up) reaches the others only by the lifetime.
 */
export function redisInvalidationBus(url: string, onMessage: (message: Change) => void, onReconnected: () => void): InvalidationBus {
  const meanwhile = 'rows kept for the hottest requests are read from the database meanwhile';
  const publisher = redisConnection(url, 'kept-rows', meanwhile);
  const subscriber = redisConnection(url, 'kept-rows', meanwhile);
  let subscribed = false;
  let lost = false;
  // A failed subscription is an outage its client's error event has said (once per outage).
  const subscribe = () =>
    subscriber.subscribe(CHANNEL).then(
      () => {
        subscribed = true;
      },
      () => undefined,
    );
  const ready = subscribe();
  subscriber.on('close', () => {
    lost = true;
    subscribed = false;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    void subscribe().then(() => {
      if (subscribed) onReconnected();
    });
  });
  const instance = randomUUID();
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const parsed = sent.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.from !== instance) onMessage(parsed.data.change);
    } catch {
      // Not JSON: not a message of this channel's.
    }
  });
  return {
    ready,
    hearing: () => subscribed && !lost,
    publish(message) {
      void publisher.publish(CHANNEL, JSON.stringify({ from: instance, change: message })).catch(() => undefined);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** What this process keeps. */
export const keptRows = createKeptRows();

const WRITES = new Set(['afterCreate', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

/**
 * Drops what a write may change, for every content type a shelf reads. Query-engine lifecycles, not document
 * middlewares: the features' own writes go through `strapi.db.query`, which document middlewares never see, and the
 * document service's writes (the admin's edits, publish, unpublish, delete) come through here as well. Dropped at once
 * and again when the write's transaction commits, so a request that read the old row in between keeps it no longer.
 */
export function registerKeptRowsInvalidation(strapi: Core.Strapi, rows: KeptRows = keptRows): void {
  strapi.db.lifecycles.subscribe((event: { action: string; model: { uid: string }; result?: unknown }) => {
    if (!WRITES.has(event.action)) return;
    const { uid } = event.model;
    rows.changed(uid, event.result);
    if (strapi.db.inTransaction()) {
      void strapi.db.transaction(({ onCommit }) => onCommit(() => rows.changed(uid, event.result)));
    }
  });
}

let bus: InvalidationBus | null = null;

/** With REDIS_URL, every instance hears the others' changes (without it this process is the only one). */
export function connectKeptRowsBus(url: string | undefined): void {
  if (!url) return;
  bus = redisInvalidationBus(url, keptRows.drop, keptRows.clear);
  keptRows.useBus(bus);
}

export async function closeKeptRowsBus(): Promise<void> {
  await bus?.close();
  bus = null;
}
