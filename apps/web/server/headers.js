// @ts-check
import crypto from 'node:crypto';
import helmet from 'helmet';

/** The draft preview, which the CMS admin shows in its preview panel (docs/decisions/editors-preview.md). */
export const PREVIEW_PATH = '/preview';

/**
 * Where pages load the CMS's files from: the CMS itself, and the file store's addresses when the CMS keeps its files
 * in S3-compatible storage (its public bucket or CDN, the private bucket its signed links name).
 * @typedef {{ cmsOrigin: string, fileOrigins: string[] }} MediaSources
 */

/**
 * MEDIA_ORIGINS: the file store's addresses, separated by spaces or commas (each reduced to its origin); none when
 * the CMS keeps its files on its own disk. A value that is not an http(s) URL stops the server with its name.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function readFileOrigins(value) {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`MEDIA_ORIGINS: ${entry} is not an http(s) address`);
      return url.origin;
    });
}

/**
 * The Content-Security-Policy with the given script sources: this site's own files plus either this response's
 * nonce (pages of one visitor) or the hashes of a public page's inline scripts (pages a cache may share, so a
 * 304 or a CDN copy keeps matching its body: docs/decisions/security-web-csp-cached-pages.md).
 * @param {MediaSources} sources where the browser loads CMS media (images, audio, video) from
 * @param {string[]} scriptSources `'nonce-…'` or `'sha256-…'` entries
 * @param {string} frameAncestors who may show the page in a frame: nobody, except the CMS admin for a draft preview
 *   and a partner's allowed origins for the iframe player
 * @param {string[]} connectSources more sources scripts may fetch from (the iframe player reads its captions from a
 *   `blob:` it makes of the lookup's words)
 */
export function contentSecurityPolicy({ cmsOrigin, fileOrigins }, scriptSources, frameAncestors = "'none'", connectSources = []) {
  const media = [cmsOrigin, ...fileOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`,
    // React renders style attributes and the player's libraries add style elements: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // The About page's photo feed shows the pictures where Instagram keeps them (its CDN's hosts).
    `img-src 'self' data: blob: ${media} https://*.cdninstagram.com https://*.fbcdn.net`,
    `media-src 'self' blob: ${media}`,
    "font-src 'self' data:",
    `connect-src 'self' ${[cmsOrigin, ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post to this site; a payment form may lead on to Stripe's hosted checkout or the CMS's demo checkout.
    `form-action 'self' ${cmsOrigin} https://checkout.stripe.com`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const NONCE_BYTES = 16;
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A new nonce: 16 bytes of the system's CSPRNG in base64, each byte used once. The bytes are drawn 256 nonces at a
 * time: one `randomBytes` call per request cost more than the rest of a cached page's answer.
 * @returns {string}
 */
export function cspNonce() {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Security headers on every response (helmet), with a Content-Security-Policy nonce made per request: the page's
 * inline scripts carry it (app/entry.server.tsx), any other inline script is refused.
 * @param {MediaSources} sources where the browser loads CMS media (images, audio, video) from
 * @returns {import('express').RequestHandler[]}
 */
export function securityHeaders(sources) {
  return [
    (req, res, next) => {
      res.locals.cspNonce = cspNonce();
      const frameAncestors = req.path === PREVIEW_PATH ? sources.cmsOrigin : "'none'";
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(sources, [`'nonce-${res.locals.cspNonce}'`], frameAncestors));
      next();
    },
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only when the request really came over TLS (below); on plain http it would lock localhost out.
      strictTransportSecurity: false,
      // Framing is governed by the policy's frame-ancestors (the admin's preview panel frames /preview).
      xFrameOptions: false,
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      next();
    },
  ];
}
