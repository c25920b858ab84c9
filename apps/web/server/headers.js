// @ts-check
import crypto from 'node:crypto';
import helmet from 'helmet';

/**
 * Security headers on every response (helmet), with a Content-Security-Policy nonce made per request: the page's
 * inline scripts carry it (app/entry.server.tsx), any other inline script is refused.
 * @param {{ cmsPublicUrl: string }} options where the browser loads CMS media (images, audio, video) from
 * @returns {import('express').RequestHandler[]}
 */
export function securityHeaders({ cmsPublicUrl }) {
  const cms = new URL(cmsPublicUrl).origin;
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${/** @type {import('express').Response} */ (res).locals.cspNonce}'`],
          // React renders style attributes and the player's libraries add style elements: styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', cms],
          mediaSrc: ["'self'", 'blob:', cms],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", cms],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // Forms post to this site only (Stripe's hosted checkout is where a payment form may lead).
          formAction: ["'self'", 'https://checkout.stripe.com'],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only when the request really came over TLS (below); on plain http it would lock localhost out.
      strictTransportSecurity: false,
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      next();
    },
  ];
}
