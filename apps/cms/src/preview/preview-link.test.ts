import { describe, expect, it } from 'vitest';
import { previewUrl, signPreview, verifyPreview } from './preview-link';

const secret = 'test-preview-secret';
const now = 1_800_000_000_000;

function linkFrom(url: string) {
  const params = new URL(url).searchParams;
  return {
    type: params.get('type') ?? '',
    documentId: params.get('documentId') ?? '',
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
}

describe('preview links', () => {
  it('accepts the link the admin hands out until it expires', () => {
    const link = linkFrom(previewUrl('https://tate.example', secret, 'api::meditation.meditation', 'abc123', now));
    expect(new URL(previewUrl('https://tate.example', secret, 'api::meditation.meditation', 'abc123', now)).pathname).toBe('/preview');
    expect(verifyPreview(secret, link, now + 60_000)).toBe(true);
    expect(verifyPreview(secret, link, Number(link.expires) + 1)).toBe(false);
  });

  it('signs "<uid>.<documentId>.<expires>" as CONTRACTS.md says', () => {
    const link = linkFrom(previewUrl('https://tate.example', secret, 'api::about-page.about-page', 'p1', now));
    expect(link.signature).toBe(signPreview(secret, 'api::about-page.about-page', 'p1', Number(link.expires)));
  });

  it('refuses another document, another secret, a stretched expiry or a type that is not previewable', () => {
    const link = linkFrom(previewUrl('https://tate.example', secret, 'api::meditation.meditation', 'abc123', now));
    expect(verifyPreview(secret, { ...link, documentId: 'other' }, now)).toBe(false);
    expect(verifyPreview('another-secret', link, now)).toBe(false);
    expect(verifyPreview(secret, { ...link, expires: String(Number(link.expires) + 1000) }, now)).toBe(false);
    const child = { ...link, type: 'api::child.child', signature: signPreview(secret, 'api::child.child', 'abc123', Number(link.expires)) };
    expect(verifyPreview(secret, child, now)).toBe(false);
    expect(verifyPreview(secret, { ...link, signature: 'zz' }, now)).toBe(false);
  });
});
