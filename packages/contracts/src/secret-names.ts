/**
 * Which secrets each app is given (CONTRACTS.md "Secrets"), read by the apps through `./secrets` and by npm start's and
 * npm test's scripts (scripts/lib/secrets.mjs), which run before anything is built and so import this source file
 * itself through Node's type stripping: keep it to erasable TypeScript (no enum, no parameter property) and importing
 * nothing.
 */

/** What the CMS refuses to start without: Strapi's own secrets plus the media-URL, visitor, webhook and preview secrets. */
export const CMS_SECRET_NAMES = [
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
] as const;

/** What the web refuses to start without: the session cookies' and the signed visitor's secrets. */
export const WEB_SECRET_NAMES = ['SESSION_SECRET', 'CLIENT_ADDRESS_SECRET'] as const;

/**
 * Random per machine too and handed to the app, but read only where used, so the app starts without them:
 * PARTNER_DEMO_KEY, the demo partner's public key (it sits in the partner page's HTML, but must not have a known
 * value either); the web's CMS_WEBHOOK_SECRET (publish notices are refused without it) and PREVIEW_SECRET.
 */
export const CMS_OPTIONAL_SECRET_NAMES = ['PARTNER_DEMO_KEY'] as const;
export const WEB_OPTIONAL_SECRET_NAMES = ['CMS_WEBHOOK_SECRET', 'PREVIEW_SECRET', 'PARTNER_DEMO_KEY'] as const;
