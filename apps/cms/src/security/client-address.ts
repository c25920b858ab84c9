import crypto from 'node:crypto';
import net from 'node:net';
import type { Context } from 'koa';
import { readSecret } from './secrets';

export const CLIENT_ADDRESS_HEADER = 'x-tate-client-address';
export const CLIENT_SIGNATURE_HEADER = 'x-tate-client-signature';
/** How old (or how far ahead) a signature's time may be. */
export const CLIENT_SIGNATURE_MAX_AGE_MS = 60_000;

export function signClientAddress(address: string, secret: string, now = Date.now()): string {
  const digest = crypto.createHmac('sha256', secret).update(`${now}.${address}`).digest('hex');
  return `${now}.${digest}`;
}

/** The visitor address the web signed (CONTRACTS.md), or null when absent, forged, malformed or stale. */
export function signedClientAddress(ctx: Context, secret = readSecret('CLIENT_ADDRESS_SECRET'), now = Date.now()): string | null {
  const address = ctx.get(CLIENT_ADDRESS_HEADER).trim();
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(ctx.get(CLIENT_SIGNATURE_HEADER).trim());
  if (!address || net.isIP(address) === 0 || !match) return null;
  const time = Number(match[1]);
  if (Math.abs(now - time) > CLIENT_SIGNATURE_MAX_AGE_MS) return null;
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(`${match[1]}.${address}`).digest('hex'));
  const given = Buffer.from(match[2]);
  return crypto.timingSafeEqual(expected, given) ? address : null;
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
