import { z } from 'zod';

/** A partner's public key: `tpk_` and 32 base64url characters (24 random bytes). Public: it sits in partner pages. */
export const PARTNER_KEY_PATTERN = /^tpk_[A-Za-z0-9_-]{32}$/;

export const partnerKeyField = z
  .string({ required_error: 'A partner key is required' })
  .trim()
  .regex(PARTNER_KEY_PATTERN, 'A partner key is tpk_ followed by 32 letters, digits, - or _');

const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/** An allowed origin of a partner: scheme, host and port only, written as browsers send it in the Origin header. */
export const partnerOriginField = z
  .string()
  .trim()
  .transform((value, context) => {
    const match = ORIGIN_PATTERN.exec(value.toLowerCase());
    if (!match) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: 'An allowed origin is https:// or http:// and a host, with no path (https://school.example)' });
      return z.NEVER;
    }
    const [, scheme = '', host = '', port] = match;
    return port && port !== DEFAULT_PORTS[scheme] ? `${scheme}://${host}:${port}` : `${scheme}://${host}`;
  });

/** What a refused embed says, on the partner's page and in the CMS's answer. */
export const PARTNER_MEDIA_UNAVAILABLE = 'This meditation is not available here';

/**
 * A partner's token for paid licensed media: a JWT its server signs (HS256) with its signing secret, naming the
 * partner (`iss`, its public key), the meditation (`sub`, or `any`), this audience (`aud`), `iat`, `exp` at most
 * `PARTNER_TOKEN_MAX_SECONDS` after `iat`, and a unique `jti`.
 */
export const PARTNER_TOKEN_AUDIENCE = 'tate-media';
export const PARTNER_TOKEN_MAX_SECONDS = 3600;
/** `sub` for every meditation licensed to the partner. */
export const PARTNER_TOKEN_ANY_MEDIA = 'any';
/** A partner's signing secret: `tss_` and 43 base64url characters (32 random bytes). Never in a page. */
export const PARTNER_SECRET_PATTERN = /^tss_[A-Za-z0-9_-]{43}$/;

/**
 * The iframe player's frame pass: when the web serves `/embed/<meditation>` as a frame (the browser's
 * `Sec-Fetch-Dest: iframe`; the frame's policy lets only the partner's allowed origins frame it), it signs this claim
 * (`signClaim` of `@tate/contracts/signed-claim`, with CLIENT_ADDRESS_SECRET, valid a minute) and the frame's lookup
 * carries it as `frame=`. The CMS counts a lookup from the web's origin as the partner's (its view and its play ticket)
 * only with a valid pass: a frame opened on its own in a tab plays, but counts nothing for the partner.
 */
export const PARTNER_FRAME_PASS_PARAM = 'frame';

export function partnerFrameClaim(key: string, mediaId: string): string {
  return `partner-frame:${key}:${mediaId}`;
}
