import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/security/secrets';
import { isPreviewableType, previewSecret, previewUrl } from '../src/preview/preview-link';
import { adminMayReadDocument } from '../src/preview/admin-may-read';

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
  // Drafts open on the web site through a signed, expiring link (docs/decisions/editors-preview.md), handed only to
  // an admin whose role may read that document.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('WEB_PUBLIC_URL', 'http://localhost:3000')],
      handler: async (uid: string, { documentId }: { documentId: string }) =>
        isPreviewableType(uid) && (await adminMayReadDocument(uid, documentId))
          ? previewUrl(env('WEB_PUBLIC_URL', 'http://localhost:3000'), previewSecret(), uid, documentId, Date.now())
          : null,
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
