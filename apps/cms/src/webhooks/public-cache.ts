import type { Core, Modules } from '@strapi/strapi';

/** The webhook's name in Strapi's webhook store: the key that keeps the registration idempotent. */
export const PUBLIC_CACHE_WEBHOOK_NAME = 'Web public-content cache';

/** Every change an anonymous visitor could see: entries (publish, unpublish, update, delete) and media. */
export const PUBLIC_CACHE_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

export type PublicCacheWebhookSettings = { url: string; secret: string };

/** Where and with which secret (see docs/decisions/web-public-cache.md); null when the web is not configured. */
export function publicCacheWebhookSettings(env: Record<string, string | undefined>): PublicCacheWebhookSettings | null {
  const base = env.WEB_INTERNAL_URL || env.WEB_PUBLIC_URL;
  const secret = env.CMS_WEBHOOK_SECRET;
  if (!base || !secret) return null;
  return { url: new URL('/resources/cms-webhook', base).toString(), secret };
}

/**
 * Registers (or brings up to date) the webhook that tells the web to drop its public-content cache. Runs at every
 * bootstrap: an existing webhook of the same name is updated in the store and in the running webhook runner.
 */
export async function registerPublicCacheWebhook(strapi: Core.Strapi, env = process.env): Promise<void> {
  const settings = publicCacheWebhookSettings(env);
  if (!settings) {
    strapi.log.warn('[webhooks] WEB_INTERNAL_URL or CMS_WEBHOOK_SECRET is not set: the web cache is not told of changes');
    return;
  }
  const store = strapi.get<Modules.WebhookStore.WebhookStore>('webhookStore');
  const runner = strapi.get<Modules.WebhookRunner.WebhookRunner>('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === PUBLIC_CACHE_WEBHOOK_NAME);
  const allowed = new Set(store.allowedEvents.values());
  const events = PUBLIC_CACHE_EVENTS.filter((event) => allowed.has(event));
  const data = {
    id: existing?.id ?? '',
    name: PUBLIC_CACHE_WEBHOOK_NAME,
    url: settings.url,
    headers: { 'x-tate-webhook-secret': settings.secret },
    events,
    isEnabled: true,
  };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, data);
    if (updated) runner.update(updated);
  } else {
    runner.add(await store.createWebhook(data));
  }
}
