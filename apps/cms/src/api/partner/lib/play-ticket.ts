import crypto from 'node:crypto';
import { z } from 'zod';
import { readSecret } from '../../../security/secrets';
import { partnerRefusal } from './partner-refusal';

/**
 * How long a play ticket counts a play: from the lookup to the first Play of its page. A page left open longer plays
 * on (the file was loaded) but its play is not counted; the embed looks up again on the next page load.
 */
export const PLAY_TICKET_SECONDS = 30 * 60;

/** What a ticket names: the partner (documentId), the meditation (documentId), its expiry (s) and its unique id. */
const ticketClaims = z.object({
  p: z.string().min(1).max(64),
  m: z.string().min(1).max(64),
  e: z.number().int().positive(),
  j: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

export type PlayTicket = { partner: string; mediaId: string; expires: number; id: string };

/**
 * The key that signs play tickets, derived (HKDF) from the CMS's MEDIA_URL_SECRET for this one purpose, as the
 * renewal link's key is from JWT_SECRET: no new secret, none with a known value.
 */
function ticketKey(): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', readSecret('MEDIA_URL_SECRET'), Buffer.alloc(0), 'tate partner play ticket', 32));
}

function signatureOf(payload: string): Buffer {
  return crypto.createHmac('sha256', ticketKey()).update(payload).digest();
}

/**
 * A new play ticket (one per lookup, docs/decisions/2026-11-29-partner-play-tickets.md): the claims in base64url JSON,
 * a dot, and their HMAC-SHA256. Opaque to the partner; only this CMS (any instance with the same secret) reads it.
 */
export function issuePlayTicket(partner: string, mediaId: string, now = Date.now()): string {
  const claims = { p: partner, m: mediaId, e: Math.floor(now / 1000) + PLAY_TICKET_SECONDS, j: crypto.randomBytes(16).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signatureOf(payload).toString('base64url')}`;
}

function readClaims(ticket: string): z.infer<typeof ticketClaims> | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [, payload, signature] = match;
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== 32 || !crypto.timingSafeEqual(given, signatureOf(payload))) return null;
  try {
    const parsed = ticketClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The ticket's claims when this CMS signed it for this partner and meditation and it has not expired; otherwise the
 * refusal: `ticket-invalid` (forged, altered, another partner's or meditation's) or `ticket-expired`.
 */
export function verifyPlayTicket(ticket: string, partner: string, mediaId: string, now = Date.now()): PlayTicket {
  const claims = readClaims(ticket);
  if (!claims || claims.p !== partner || claims.m !== mediaId) throw partnerRefusal('ticket-invalid');
  if (claims.e * 1000 <= now) throw partnerRefusal('ticket-expired');
  return { partner: claims.p, mediaId: claims.m, expires: claims.e, id: claims.j };
}
