import crypto from 'node:crypto';
import { test as base } from '@playwright/test';
import { CLIENT_ADDRESS_HEADER, CLIENT_SIGNATURE_HEADER, signClaim } from '@tate/contracts/signed-claim';

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

/**
 * The headers the web adds when it calls the CMS for a visitor at `address`: the address signed with this run's
 * CLIENT_ADDRESS_SECRET (tests/support/servers.ts gives both servers and the tests the same one). A test's own set-up
 * calls to the CMS (a new parent, a token) then count against a visitor of their own, as each real family's do, not
 * all against the test runner's one loopback address, whose register limit (20 a minute) four quick journey files
 * in a row used to exceed.
 */
export function signedVisitor(address = newVisitorAddress()): Record<string, string> {
  const secret = process.env.CLIENT_ADDRESS_SECRET;
  if (!secret) throw new Error('CLIENT_ADDRESS_SECRET is not set: the suite sets it (tests/support/servers.ts ensureRunSecrets)');
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_SIGNATURE_HEADER]: signClaim(address, secret) };
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
