import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/security/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  autoOpen: false,
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: readSecret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: readSecret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: readSecret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: readSecret('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
