import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // `/api//payment` answers as `/api/payment` (src/middlewares/single-slash.ts).
  'global::single-slash',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Partner pages call the API from their own origins; parents' tokens may travel in the apps' `authtoken` header.
  {
    name: 'strapi::cors',
    config: { headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'authtoken'] },
  },
  'strapi::poweredBy',
  'strapi::query',
  // The raw body is kept (ctx.request.body[Symbol.for('unparsedBody')]) for Stripe webhook signatures.
  { name: 'strapi::body', config: { includeUnparsed: true } },
  'strapi::session',
  'strapi::favicon',
  'global::paid-media-guard',
  // Uploaded media with HTTP Range, ETag and caching (src/middlewares/media-range.ts).
  'global::media-range',
  'strapi::public',
];

export default config;
