import crypto from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * A fresh visitor address in 10.0.0.0/8. The e2e web server trusts X-Forwarded-For from loopback (TRUST_PROXY),
 * signs this address to the CMS, and the CMS keeps rate limits per address: each test can be its own visitor.
 */
export function newVisitorAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c ?? 1)}`;
}

/** Headers that make a request come from `address` as far as the web is concerned. */
export function asVisitor(address: string): Record<string, string> {
  return { 'X-Forwarded-For': address };
}

/** `test` whose page and request come from a visitor address of their own (`visitorAddress`). */
export const test = base.extend<{ visitorAddress: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  visitorAddress: async ({}, provide) => {
    await provide(newVisitorAddress());
  },
  extraHTTPHeaders: async ({ visitorAddress }, provide) => {
    await provide(asVisitor(visitorAddress));
  },
});

export { expect } from '@playwright/test';
