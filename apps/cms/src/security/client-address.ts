import net from 'node:net';
import type { Context } from 'koa';
import { DEVICE_HEADER, DEVICE_ID_PATTERN, DEVICE_SIGNATURE_HEADER, deviceClaim } from '@tate/contracts';
import { CLIENT_ADDRESS_HEADER, CLIENT_SIGNATURE_HEADER, isSignedClaim } from '@tate/contracts/signed-claim';
import { readSecret } from './secrets';

/** The visitor address the web signed (CONTRACTS.md), or null when absent, forged, malformed or stale. */
export function signedClientAddress(ctx: Context, secret = readSecret('CLIENT_ADDRESS_SECRET'), now = Date.now()): string | null {
  const address = ctx.get(CLIENT_ADDRESS_HEADER).trim();
  if (!address || net.isIP(address) === 0) return null;
  return isSignedClaim(address, ctx.get(CLIENT_SIGNATURE_HEADER), secret, now) ? address : null;
}

/**
 * The browser the web vouches has signed in to the account of `email` before (its device cookie, @tate/contracts
 * `deviceClaim`), or null: no proof, or one that is forged, stale, or given for another account.
 */
export function knownDevice(ctx: Context, email: string, secret = readSecret('CLIENT_ADDRESS_SECRET'), now = Date.now()): string | null {
  const device = ctx.get(DEVICE_HEADER).trim();
  if (!DEVICE_ID_PATTERN.test(device)) return null;
  return isSignedClaim(deviceClaim(device, email), ctx.get(DEVICE_SIGNATURE_HEADER), secret, now) ? device : null;
}

/**
 * Who is asking, for rate limits: the web's signed visitor address, else the request's own address
 * (the socket, or X-Forwarded-For only as far as TRUST_PROXY hops are trusted, config/server.ts).
 */
export function clientAddress(ctx: Context): string {
  return signedClientAddress(ctx) ?? ctx.request.ip;
}

/** TRUST_PROXY: how many proxy hops in front of the CMS to trust for X-Forwarded-For (0, the default: none). */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
