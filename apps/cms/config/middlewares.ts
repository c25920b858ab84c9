import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { corsCredentials, corsOrigins } from '../src/security/cors';
import { readStorageSettings } from '../src/storage/settings/storage-settings';

/** With STORAGE=s3 the admin panel shows the Media Library's pictures and plays its media from the public bucket or CDN. */
function security(): Core.Config.Middlewares[number] {
  const storage = readStorageSettings();
  if (storage.kind === 'local') return 'strapi::security';
  const origin = new URL(storage.publicBaseUrl).origin;
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'img-src': [...CSP_DEFAULTS['img-src'], origin], 'media-src': [...CSP_DEFAULTS['media-src'], origin] },
      },
    },
  };
}

const config: Core.Config.Middlewares = [
  // `/api//payment` answers as `/api/payment` (src/middlewares/single-slash.ts).
  'global::single-slash',
  // Method, path, time and status: query strings (signatures, tokens, e-mail addresses) stay out of the log.
  'global::request-log',
  'strapi::errors',
  // Expected failures (ApiError, ZodError) of the custom endpoints become the apps' envelope here, and only here
  // (src/middlewares/envelope-errors.ts); every other error goes on to strapi::errors.
  'global::envelope-errors',
  security(),
  // Only the configured origins may call /api from a browser, a partner's embed its own sites (api/partner), the admin none
  // (src/security/cors.ts); parents' tokens may travel in the apps' `authtoken` header.
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins,
      credentials: corsCredentials,
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'authtoken'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // The raw body is kept (ctx.request.body[Symbol.for('unparsedBody')]) for Stripe webhook signatures.
  // Multipart only where a route takes files, with its limits, and every temporary file removed (src/middlewares/multipart.ts).
  { name: 'global::multipart', config: { includeUnparsed: true } },
  { name: 'strapi::body', config: { includeUnparsed: true, multipart: false } },
  'strapi::session',
  'strapi::favicon',
  // Uploaded media with HTTP Range, ETag and caching (src/middlewares/media-range.ts).
  'global::media-range',
  'strapi::public',
];

export default config;
