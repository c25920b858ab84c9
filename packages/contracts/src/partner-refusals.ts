/**
 * Each refusal of a partner embed's lookup (`GET /api/media/:id?key=`), play report (`POST /api/media/:id/plays?key=&ticket=`) and
 * file link (`/api/media-access/files/…&partner=`):
 * a stable code, the HTTP status and one sentence a partner's developer can act on. The CMS answers the envelope
 * `{ response_code: status, response_message: message, response_data: { code } }` (429 with Retry-After); the embed
 * passes the code and the sentence in its `tate-error` event, the iframe player in its `error` message
 * (embed-messages.ts); the web's /partners page lists them. Codes never change
 * meaning; new ones may be added.
 */
export const PARTNER_REFUSALS = {
  'key-missing': {
    status: 400,
    message: 'The request has no partner key: give the element partner-key="tpk_…" with the key Tate sent you.',
  },
  'key-malformed': {
    status: 400,
    message: 'This is not a partner key: a key is tpk_ followed by 32 letters, digits, - or _. Copy it again from the message Tate sent you.',
  },
  'key-unknown': {
    status: 403,
    message: 'No partner has this key: check the partner-key attribute against the key Tate sent you.',
  },
  'key-inactive': {
    status: 403,
    message: 'This partner key is no longer active: write to Tate to turn it on again.',
  },
  'origin-not-allowed': {
    status: 403,
    message: "This page's origin is not one of the key's allowed origins: ask Tate to add it (scheme, host and port, such as https://school.example).",
  },
  'not-licensed': {
    status: 403,
    message: 'This meditation is paid and not licensed to this partner: choose a free or licensed one, or ask Tate to license it.',
  },
  'media-not-found': {
    status: 404,
    message: 'No published meditation has this id: check the media-id attribute.',
  },
  'token-required': {
    status: 403,
    message: 'This meditation is paid: give the element a token your server signs with your signing secret (token="…"); the public key alone never plays paid meditations.',
  },
  'token-malformed': {
    status: 403,
    message: 'This token is not one Tate reads: sign a JWT with HS256 and the claims iss (your partner key), sub, aud "tate-media", iat, exp and jti.',
  },
  'token-bad-signature': {
    status: 403,
    message: "This token's signature matches none of your signing secrets: sign with your newest secret (a rotated-out secret stops working).",
  },
  'token-expired': {
    status: 403,
    message: 'This token has expired: your server signs a new one for each page it serves.',
  },
  'token-too-long': {
    status: 403,
    message: 'This token lasts longer than an hour: sign tokens that expire at most 3600 seconds after they are issued.',
  },
  'token-other-partner': {
    status: 403,
    message: "This token was signed for another partner: its iss claim must be the partner key the element gives.",
  },
  'token-other-media': {
    status: 403,
    message: 'This token is for another meditation: its sub claim must be this media-id, or "any" for every meditation licensed to you.',
  },
  'link-invalid': {
    status: 403,
    message: "This file link is invalid or has expired (a partner's links last five minutes and end when its key is turned off): look the meditation up again for a new one.",
  },
  'ticket-required': {
    status: 400,
    message: "This play report has no ticket: send back the playTicket the lookup answered (the embed script does; update a copy of it you host).",
  },
  'ticket-invalid': {
    status: 403,
    message: 'This play ticket is not one Tate gave for this key and meditation: send the playTicket of the lookup, unchanged.',
  },
  'ticket-expired': {
    status: 403,
    message: 'This play ticket has expired (a ticket counts a play for 30 minutes after its lookup): look the meditation up again for a new one.',
  },
  'rate-limited': {
    status: 429,
    message: 'Too many lookups from this visitor or for this key: try again after the seconds in Retry-After.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type PartnerRefusalCode = keyof typeof PARTNER_REFUSALS;

/**
 * The codes in the order the docs list them. A function, not a constant: a call at the module's top level would keep
 * every sentence in each page that imports anything from the contracts (the pages' first loads).
 */
export function partnerRefusalCodes(): PartnerRefusalCode[] {
  return Object.keys(PARTNER_REFUSALS).filter(isPartnerRefusalCode);
}

export function isPartnerRefusalCode(value: unknown): value is PartnerRefusalCode {
  return typeof value === 'string' && Object.hasOwn(PARTNER_REFUSALS, value);
}

/** A refusal as the embed tells the partner's developer: its code, its sentence and, for `rate-limited`, the seconds to wait. */
export type PartnerRefusalDetail = { code: PartnerRefusalCode; message: string; retryAfter?: number };

/** The refusal `code` with its sentence (and `retryAfter` when given): what the iframe player's `error` event carries. */
export function partnerRefusalDetail(code: PartnerRefusalCode, retryAfter?: number): PartnerRefusalDetail {
  const detail: PartnerRefusalDetail = { code, message: PARTNER_REFUSALS[code].message };
  if (retryAfter !== undefined) detail.retryAfter = retryAfter;
  return detail;
}
