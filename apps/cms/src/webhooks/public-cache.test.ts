import { describe, expect, it } from 'vitest';
import { publicCacheWebhookSettings } from './public-cache';

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
