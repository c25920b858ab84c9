import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as index from './index';
import { isSignedClaim, signClaim, SIGNED_CLAIM_MAX_AGE_MS } from './signed-claim';

const secret = 'test-client-address-secret';
const now = 1_700_000_000_000;

describe('signClaim', () => {
  it('is "<t>.<hex HMAC-SHA256(secret, "<t>.<claim>")>" as CONTRACTS.md says', () => {
    const expected = crypto.createHmac('sha256', secret).update(`${now}.203.0.113.7`).digest('hex');
    expect(signClaim('203.0.113.7', secret, now)).toBe(`${now}.${expected}`);
  });

  it('differs for another claim, time or secret', () => {
    const base = signClaim('203.0.113.7', secret, 1);
    expect(signClaim('203.0.113.8', secret, 1)).not.toBe(base);
    expect(signClaim('203.0.113.7', secret, 2).split('.')[1]).not.toBe(base.split('.')[1]);
    expect(signClaim('203.0.113.7', 'another-secret', 1)).not.toBe(base);
  });
});

describe('isSignedClaim', () => {
  const signature = signClaim('203.0.113.7', secret, now);

  it('accepts the signature of the same claim with the same secret, surrounding spaces ignored', () => {
    expect(isSignedClaim('203.0.113.7', signature, secret, now)).toBe(true);
    expect(isSignedClaim('203.0.113.7', ` ${signature} `, secret, now + 1_000)).toBe(true);
  });

  it('refuses another claim, another secret or a changed digest', () => {
    expect(isSignedClaim('203.0.113.8', signature, secret, now)).toBe(false);
    expect(isSignedClaim('203.0.113.7', signature, 'another-secret', now)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(isSignedClaim('203.0.113.7', flipped, secret, now)).toBe(false);
  });

  it('accepts a time up to the maximum age either side of now, and refuses one beyond it', () => {
    expect(isSignedClaim('203.0.113.7', signature, secret, now + SIGNED_CLAIM_MAX_AGE_MS)).toBe(true);
    expect(isSignedClaim('203.0.113.7', signature, secret, now - SIGNED_CLAIM_MAX_AGE_MS)).toBe(true);
    expect(isSignedClaim('203.0.113.7', signature, secret, now + SIGNED_CLAIM_MAX_AGE_MS + 1)).toBe(false);
    expect(isSignedClaim('203.0.113.7', signature, secret, now - SIGNED_CLAIM_MAX_AGE_MS - 1)).toBe(false);
  });

  it('refuses malformed signatures', () => {
    for (const malformed of ['', 'abc', `${now}`, `${now}.`, `${now}.${'A'.repeat(64)}`, `${now}.${'a'.repeat(63)}`, `x.${'a'.repeat(64)}`]) {
      expect(isSignedClaim('203.0.113.7', malformed, secret, now)).toBe(false);
    }
  });
});

describe('the main entry', () => {
  it('leaves the server-only signing out, so browser bundles never pull in node:crypto', () => {
    expect(Object.keys(index)).not.toContain('signClaim');
    expect(Object.keys(index)).not.toContain('isSignedClaim');
  });
});
