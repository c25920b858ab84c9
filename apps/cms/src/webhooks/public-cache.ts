import type { Core, Modules } from '@strapi/strapi';
import { z } from 'zod';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from '../utils/public-permissions';
import { UPLOAD_FILE } from '../media/data/upload-file';

/**
 * The Strapi webhook that told the web of every change until issue 21: it fired on family writes too and posted
 * whole entries (children's names, parents' e-mails). Removed at bootstrap from databases that still hold it.
 */
export const LEGACY_WEBHOOK_NAME = 'Web public-content cache';

/** The content types an anonymous visitor reads (the public role's permissions); nothing else is notified. */
export const PUBLIC_CONTENT_TYPES: ReadonlySet<string> = new Set(
  [...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES].map((name) => `api::${name}.${name}`),
);

/** Entry events change what visitors see when the entry is of a public type. */
export const ENTRY_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
/** A new file is on no page until an entry links it (an entry event); a replaced or deleted one may be. */
export const MEDIA_EVENTS = ['media.update', 'media.delete'];

/** One changed public document: its type and id, never its content. */
export type PublicChange = { type: string; id: string };
/** The body the web receives at /resources/cms-webhook. */
export type PublicCacheNotice = { changes: PublicChange[] };

export type PublicCacheWebhookSettings = { url: string; secret: string };

/** Where and with which secret (see docs/decisions/web-public-cache.md); null when the web is not configured. */
export function publicCacheWebhookSettings(env: Record<string, string | undefined>): PublicCacheWebhookSettings | null {
  const base = env.WEB_INTERNAL_URL || env.WEB_PUBLIC_URL;
  const secret = env.CMS_WEBHOOK_SECRET;
  if (!base || !secret) return null;
  return { url: new URL('/resources/cms-webhook', base).toString(), secret };
}

const entryEvent = z.object({ uid: z.string(), entry: z.object({ documentId: z.string() }) });
const mediaEvent = z.object({ media: z.object({ id: z.number(), documentId: z.string() }) });
const fileRelations = z.object({ related: z.array(z.object({ __type: z.string() })) });

/** The change an entry event makes to public content, or null when the entry is not of a public type. */
export function publicEntryChange(payload: unknown): PublicChange | null {
  const event = entryEvent.safeParse(payload);
  if (!event.success || !PUBLIC_CONTENT_TYPES.has(event.data.uid)) return null;
  return { type: event.data.uid, id: event.data.entry.documentId };
}

/**
 * The change a media event makes to public content: only a file that a public entry (or a component, which only
 * public single types use) links. Strapi emits `media.delete` before it removes the file's links.
 */
async function publicMediaChange(strapi: Core.Strapi, payload: unknown): Promise<PublicChange | null> {
  const event = mediaEvent.safeParse(payload);
  if (!event.success) return null;
  const file = fileRelations.safeParse(
    await strapi.db.query(UPLOAD_FILE).findOne({ where: { id: event.data.media.id }, populate: { related: true } }),
  );
  const isPublic = (type: string) => PUBLIC_CONTENT_TYPES.has(type) || type in strapi.components;
  if (!file.success || !file.data.related.some((entry) => isPublic(entry.__type))) return null;
  return { type: UPLOAD_FILE, id: event.data.media.documentId };
}

export type NotifyTiming = {
  /** A notice goes out once no change has come for this long... */
  quietMs: number;
  /** ...or this long after the first change it holds, so a steady stream of edits still reaches the web. */
  maxWaitMs: number;
  /** A notice holds at most this many changes (the web caps the body's size). */
  maxChanges: number;
};

export const NOTIFY_TIMING: NotifyTiming = { quietMs: 250, maxWaitMs: 1_000, maxChanges: 100 };

export type PublicCacheNotifier = {
  add(change: PublicChange): void;
  /** Sends what is pending now (at shutdown). */
  flush(): Promise<void>;
};

/** Collects changes (each type and id once) and sends them as one notice per burst. */
export function createPublicCacheNotifier(
  send: (notice: PublicCacheNotice) => Promise<void>,
  timing: NotifyTiming = NOTIFY_TIMING,
): PublicCacheNotifier {
  const pending = new Map<string, PublicChange>();
  let firstPendingAt = 0;
  let timer: NodeJS.Timeout | undefined;

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return Promise.resolve();
    const changes = [...pending.values()];
    pending.clear();
    return send({ changes });
  }

  return {
    add(change) {
      if (pending.size === 0) firstPendingAt = Date.now();
      pending.set(`${change.type} ${change.id}`, change);
      if (pending.size >= timing.maxChanges) {
        void flush();
        return;
      }
      clearTimeout(timer);
      const wait = Math.min(timing.quietMs, firstPendingAt + timing.maxWaitMs - Date.now());
      timer = setTimeout(() => void flush(), Math.max(0, wait));
    },
    flush,
  };
}

/** Posts a notice with the shared secret; a failure is logged (the web's cache TTL bounds the staleness). */
async function postNotice(strapi: Core.Strapi, settings: PublicCacheWebhookSettings, notice: PublicCacheNotice): Promise<void> {
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tate-webhook-secret': settings.secret },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) strapi.log.warn(`[webhooks] the web answered ${response.status} to a public-content notice`);
  } catch (error) {
    strapi.log.warn(`[webhooks] the web could not be told of a public-content change: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function removeLegacyWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get<Modules.WebhookStore.WebhookStore>('webhookStore');
  const runner = strapi.get<Modules.WebhookRunner.WebhookRunner>('webhookRunner');
  for (const webhook of await store.findWebhooks()) {
    if (webhook.name !== LEGACY_WEBHOOK_NAME) continue;
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
}

/**
 * Tells the web which public documents changed (docs/decisions/2026-11-23-public-cache-notices.md): listens to
 * Strapi's entry and media events, keeps those of public content, and posts their types and ids in debounced
 * notices. Runs at every bootstrap; returns null (and logs a warning) when the web is not configured.
 */
export async function registerPublicCacheNotifier(strapi: Core.Strapi, env = process.env): Promise<PublicCacheNotifier | null> {
  await removeLegacyWebhook(strapi);
  const settings = publicCacheWebhookSettings(env);
  if (!settings) {
    strapi.log.warn('[webhooks] WEB_INTERNAL_URL or CMS_WEBHOOK_SECRET is not set: the web cache is not told of changes');
    return null;
  }
  const notifier = createPublicCacheNotifier((notice) => postNotice(strapi, settings, notice));
  for (const event of ENTRY_EVENTS) {
    strapi.eventHub.on(event, async (payload: unknown) => {
      const change = publicEntryChange(payload);
      if (change) notifier.add(change);
    });
  }
  for (const event of MEDIA_EVENTS) {
    strapi.eventHub.on(event, async (payload: unknown) => {
      const change = await publicMediaChange(strapi, payload);
      if (change) notifier.add(change);
    });
  }
  return notifier;
}
