import { beforeAll, describe, expect, it } from 'vitest';
import { readRenewalLink, sealRenewalClaims } from './renewal-link';

describe('renewal links', () => {
  beforeAll(() => {
    process.env.JWT_SECRET = 'a-test-secret-for-renewal-links';
  });

  it('carry the e-mail and plan only encrypted: the link text does not show the address', () => {
    const link = sealRenewalClaims({ email: 'ana@example.com', plan: 'year' });
    expect(Buffer.from(link, 'base64url').toString('latin1')).not.toContain('ana@example.com');
    expect(link).not.toContain('ana');
    expect(readRenewalLink(link)).toEqual({ email: 'ana@example.com', plan: 'year' });
  });

  it('are refused when altered, expired after an hour, or sealed with another secret', () => {
    const now = Date.now();
    const link = sealRenewalClaims({ email: 'ana@example.com', plan: 'month' }, now);
    const bytes = Buffer.from(link, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(readRenewalLink(bytes.toString('base64url'), now)).toBeNull();
    expect(readRenewalLink(link, now + 59 * 60_000)).not.toBeNull();
    expect(readRenewalLink(link, now + 61 * 60_000)).toBeNull();
    expect(readRenewalLink('not-a-link', now)).toBeNull();
    process.env.JWT_SECRET = 'another-secret';
    expect(readRenewalLink(link, now)).toBeNull();
  });
});
