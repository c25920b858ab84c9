import { describe, expect, it } from 'vitest';
import { hasWebhookSecret } from './webhook-secret.server';

const webhook = (headers: Record<string, string>) =>
  new Request('http://web/resources/cms-webhook', { method: 'POST', headers });

describe('CMS webhook secret', () => {
  it('accepts the configured secret', () => {
    expect(hasWebhookSecret(webhook({ 'x-tate-webhook-secret': 's3cret-value' }), 's3cret-value')).toBe(true);
  });
  it('refuses a wrong or missing secret', () => {
    expect(hasWebhookSecret(webhook({ 'x-tate-webhook-secret': 'guess' }), 's3cret-value')).toBe(false);
    expect(hasWebhookSecret(webhook({}), 's3cret-value')).toBe(false);
  });
  it('refuses everything when no secret is configured', () => {
    expect(hasWebhookSecret(webhook({ 'x-tate-webhook-secret': '' }), undefined)).toBe(false);
  });
});
