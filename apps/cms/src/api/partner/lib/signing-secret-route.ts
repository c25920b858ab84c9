import type { Core } from '@strapi/strapi';
import { registerEditViewPanelAction } from '../../../preview/edit-view-panel-route';
import { service } from '../../../utils/services';
import { PARTNER } from '../../../commerce/data/partner';

/**
 * POST `/partner-signing-secret/partners/:documentId/rotate` (admin API): makes the partner a new signing secret and
 * answers it once, `{ data: { secret, createdAt } }`, never cached; for an admin whose role may edit that partner in
 * the Content Manager (the Commerce role). The previous secret stays valid until the next rotation.
 */
export function registerSigningSecretRoute(strapi: Core.Strapi): void {
  registerEditViewPanelAction(strapi, {
    uid: PARTNER,
    prefix: '/partner-signing-secret',
    path: '/partners/:documentId/rotate',
    act: async (documentId) => ({ data: await service(PARTNER).rotateSigningSecret(documentId) }),
  });
}
