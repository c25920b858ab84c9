import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPublicCacheNotifier,
  PUBLIC_CONTENT_TYPES,
  publicCacheWebhookSettings,
  publicEntryChange,
  type PublicCacheNotice,
  type PublicCacheNotifier,
} from './public-cache';

describe('public cache webhook settings', () => {
  it('points at the web internal address with the shared secret', () => {
    expect(
      publicCacheWebhookSettings({ WEB_INTERNAL_URL: 'http://web:3000', WEB_PUBLIC_URL: 'https://tate.example', CMS_WEBHOOK_SECRET: 's' }),
    ).toEqual({ url: 'http://web:3000/resources/cms-webhook', secret: 's' });
  });

  it('falls back to the public address', () => {
    expect(publicCacheWebhookSettings({ WEB_PUBLIC_URL: 'https://tate.example/', CMS_WEBHOOK_SECRET: 's' })?.url).toBe(
      'https://tate.example/resources/cms-webhook',
    );
  });

  it('registers nothing without a secret or an address', () => {
    expect(publicCacheWebhookSettings({ WEB_INTERNAL_URL: 'http://web:3000' })).toBeNull();
    expect(publicCacheWebhookSettings({ CMS_WEBHOOK_SECRET: 's' })).toBeNull();
  });
});

describe('public entry changes', () => {
  const child = { id: 7, documentId: 'child-doc', name: 'Mia', dateOfBirth: '2019-05-04', parent: { email: 'parent@example.com' } };

  it.each(['api::child.child', 'api::child-history.child-history', 'api::favourite.favourite', 'api::video-position.video-position', 'plugin::users-permissions.user'])(
    'ignores %s: family data is not public content',
    (uid) => {
      expect(publicEntryChange({ model: 'child', uid, entry: child })).toBeNull();
    },
  );

  it('keeps only the type and id of a public entry', () => {
    const faq = { id: 3, documentId: 'faq-doc', question: 'Ages?', answer: '3 to 12', createdBy: { email: 'editor@tate.local' } };
    expect(publicEntryChange({ model: 'faq', uid: 'api::faq.faq', entry: faq })).toEqual({ type: 'api::faq.faq', id: 'faq-doc' });
  });

  it('covers every type the public role reads', () => {
    expect(PUBLIC_CONTENT_TYPES).toContain('api::meditation.meditation');
    expect(PUBLIC_CONTENT_TYPES).toContain('api::site-setting.site-setting');
    expect(PUBLIC_CONTENT_TYPES).toContain('api::page.page');
    expect(PUBLIC_CONTENT_TYPES).toContain('api::privacy-page.privacy-page');
    expect(PUBLIC_CONTENT_TYPES.size).toBe(24);
  });

  it('ignores a payload it cannot read', () => {
    expect(publicEntryChange(undefined)).toBeNull();
    expect(publicEntryChange({ uid: 'api::faq.faq' })).toBeNull();
  });
});

describe('public cache notifier', () => {
  const timing = { quietMs: 250, maxWaitMs: 1_000, maxChanges: 5 };
  let notices: PublicCacheNotice[];
  let notifier: PublicCacheNotifier;

  beforeEach(() => {
    vi.useFakeTimers();
    notices = [];
    notifier = createPublicCacheNotifier(async (notice) => {
      notices.push(notice);
    }, timing);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one notice per burst, each change once, after a quiet moment', () => {
    notifier.add({ type: 'api::faq.faq', id: 'a' });
    vi.advanceTimersByTime(100);
    notifier.add({ type: 'api::faq.faq', id: 'a' });
    notifier.add({ type: 'api::banner.banner', id: 'b' });
    vi.advanceTimersByTime(249);
    expect(notices).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(notices).toEqual([{ changes: [{ type: 'api::faq.faq', id: 'a' }, { type: 'api::banner.banner', id: 'b' }] }]);
  });

  it('sends a steady stream of changes at most a second late', () => {
    for (let tick = 0; tick < 30; tick += 1) {
      notifier.add({ type: 'api::faq.faq', id: String(tick % 3) });
      vi.advanceTimersByTime(100);
    }
    expect(notices).toHaveLength(3);
    expect(notices.every((notice) => notice.changes.length === 3)).toBe(true);
  });

  it('sends at once when a notice holds the most changes', () => {
    for (let index = 0; index < 5; index += 1) notifier.add({ type: 'api::faq.faq', id: String(index) });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.changes).toHaveLength(5);
  });

  it('flushes what is pending and then sends nothing more', async () => {
    notifier.add({ type: 'api::faq.faq', id: 'a' });
    await notifier.flush();
    vi.advanceTimersByTime(5_000);
    expect(notices).toEqual([{ changes: [{ type: 'api::faq.faq', id: 'a' }] }]);
  });
});
