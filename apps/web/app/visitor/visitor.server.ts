import { AsyncLocalStorage } from 'node:async_hooks';
import { CLIENT_ADDRESS_HEADER, CLIENT_SIGNATURE_HEADER, signClaim } from '@tate/contracts/signed-claim';
import { readSecret } from '../session/secret.server';

/** The visitor a request to the web comes from; the web server (server/app.js) sets it around each request. */
export type Visitor = { address: string };

const visitorStorage = new AsyncLocalStorage<Visitor>();

/** Runs `handle` (the Remix request handler) as `visitor`, so every CMS call it makes can name them. */
export function runAsVisitor<T>(visitor: Visitor, handle: () => T): T {
  return visitorStorage.run(visitor, handle);
}

export function currentVisitor(): Visitor | undefined {
  return visitorStorage.getStore();
}

/**
 * The headers that tell the CMS who the visitor is (rate limits per real client), or none outside a visitor's
 * request (e.g. a webhook the CMS sends to the web).
 */
export function clientAddressHeaders(
  visitor = currentVisitor(),
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Record<string, string> {
  if (!visitor) return {};
  return {
    [CLIENT_ADDRESS_HEADER]: visitor.address,
    [CLIENT_SIGNATURE_HEADER]: signClaim(visitor.address, readSecret('CLIENT_ADDRESS_SECRET', env), now),
  };
}
