// @ts-check
// The names of the apps' secrets, in plain JavaScript: npm start's and npm test's scripts (scripts/lib/secrets.mjs)
// run before anything is built, on a Node that may not read TypeScript, and import this file as it is; the rule the
// apps read them by is ./secrets.ts.

/** What the CMS refuses to start without: Strapi's own secrets plus the media-URL, visitor, webhook and preview secrets. */
export const CMS_SECRET_NAMES = /** @type {const} */ ([
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'MEDIA_URL_SECRET',
  'CLIENT_ADDRESS_SECRET',
  'CMS_WEBHOOK_SECRET',
  'PREVIEW_SECRET',
]);

/** What the web refuses to start without: the session cookies' and the signed visitor's secrets. */
export const WEB_SECRET_NAMES = /** @type {const} */ (['SESSION_SECRET', 'CLIENT_ADDRESS_SECRET']);

/**
 * Random per machine too and handed to the app, but read only where used, so the app starts without them:
 * PARTNER_DEMO_KEY, the demo partner's public key (it sits in the partner page's HTML, but must not have a known
 * value either); the web's CMS_WEBHOOK_SECRET (publish notices are refused without it) and PREVIEW_SECRET.
 */
export const CMS_OPTIONAL_SECRET_NAMES = /** @type {const} */ (['PARTNER_DEMO_KEY']);
export const WEB_OPTIONAL_SECRET_NAMES = /** @type {const} */ (['CMS_WEBHOOK_SECRET', 'PREVIEW_SECRET', 'PARTNER_DEMO_KEY']);
