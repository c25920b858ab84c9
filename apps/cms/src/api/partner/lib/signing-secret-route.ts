import type { Core } from '@strapi/strapi';
import { adminMayUpdateDocument } from '../../../preview/admin-may-read';
import { service } from '../../../utils/services';
import { PARTNER } from '../../../commerce/data/partner';

/**
 * POST `/partner-signing-secret/partners/:documentId/rotate` (admin API): makes the partner a new signing secret and
 * answers it once, `{ data: { secret, createdAt } }`, never cached; for an admin whose role may edit that partner in
 * the Content Manager (the Commerce role). The previous secret stays valid until the next rotation.
 */
export function registerSigningSecretRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/partner-signing-secret',
    routes: [
      {
        method: 'POST',
        path: '/partners/:documentId/rotate',
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx) => {
          const documentId = String(ctx.params.documentId ?? '');
          if (!(await adminMayUpdateDocument(PARTNER, documentId))) return ctx.forbidden();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await service(PARTNER).rotateSigningSecret(documentId) };
        },
      },
    ],
  });
}
