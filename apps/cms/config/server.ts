import type { Core } from '@strapi/strapi';
import { assertSecrets, readSecret } from '../src/security/secrets';
import { trustedProxyHops } from '../src/security/client-address';

/** Every secret is checked here, the first config Strapi reads, so one message names all the missing ones. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  assertSecrets();
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    url: env('CMS_PUBLIC_URL', ''),
    // X-Forwarded-For is believed only for the configured number of proxy hops (TRUST_PROXY), never by default.
    proxy: { koa: trustedProxyHops() > 0, maxIpsCount: trustedProxyHops() },
    // Uploads land in <public>/uploads; tests point this at a temporary folder.
    dirs: { public: env('PUBLIC_DIR', './public') },
    app: {
      keys: readSecret('APP_KEYS').split(','),
    },
    webhooks: {
      populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
    logger: {
      updates: { enabled: false },
      startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) },
    },
  };
};

export default config;
