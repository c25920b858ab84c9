import type { Core } from '@strapi/strapi';
import { configSecret } from '../src/utils/config-secret';
import { isPreviewableType, previewSecret, previewUrl } from '../src/preview/preview-link';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  autoOpen: false,
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: configSecret('ADMIN_JWT_SECRET', env('ADMIN_JWT_SECRET'), 'tate-dev-admin-jwt-secret'),
  },
  apiToken: {
    salt: configSecret('API_TOKEN_SALT', env('API_TOKEN_SALT'), 'tate-dev-api-token-salt'),
  },
  transfer: {
    token: {
      salt: configSecret('TRANSFER_TOKEN_SALT', env('TRANSFER_TOKEN_SALT'), 'tate-dev-transfer-salt'),
    },
  },
  secrets: {
    encryptionKey: configSecret('ENCRYPTION_KEY', env('ENCRYPTION_KEY'), 'tate-dev-encryption-key-32chars!'),
  },
  // Drafts open on the web site through a signed, expiring link (docs/decisions/editors-preview.md).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('WEB_PUBLIC_URL', 'http://localhost:3000')],
      handler: (uid: string, { documentId }: { documentId: string }) =>
        isPreviewableType(uid) ? previewUrl(env('WEB_PUBLIC_URL', 'http://localhost:3000'), previewSecret(), uid, documentId, Date.now()) : null,
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
