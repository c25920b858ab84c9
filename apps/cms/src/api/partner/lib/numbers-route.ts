import type { Core } from '@strapi/strapi';
import { registerEditViewPanelRoute } from '../../../preview/edit-view-panel-route';
import { service } from '../../../utils/services';
import { PARTNER } from '../../../commerce/data/partner';

/**
 * GET `/partner-numbers/partners/:documentId` (admin API): the partner's embed numbers of the last 30 days (UTC),
 * `{ data: PartnerNumbers }` (its shape: `partnerNumbersSchema`, packages/contracts/src/partner-numbers.ts; counted
 * by lib/partner-numbers.ts), never cached; for an admin whose role may read that partner in the Content Manager (the
 * Commerce role).
 */
export function registerNumbersRoute(strapi: Core.Strapi): void {
  registerEditViewPanelRoute(strapi, {
    uid: PARTNER,
    prefix: '/partner-numbers',
    path: '/partners/:documentId',
    answer: (documentId) => service(PARTNER).numbers(documentId),
  });
}
