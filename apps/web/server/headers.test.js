// @ts-check
import { describe, expect, it } from 'vitest';
import { cspNonce } from './headers.js';

describe('cspNonce', () => {
  it('gives 16 random bytes in base64, never the same twice, across many refills of its pool', () => {
    const nonces = Array.from({ length: 2000 }, () => cspNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
