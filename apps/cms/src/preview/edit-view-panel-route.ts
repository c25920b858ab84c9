import type { Core } from '@strapi/strapi';
import { adminMayReadDocument } from './admin-may-read';

/** What an edit view's side panel asks about the document it shows: the draft, or the published version. */
export type PanelStatus = 'draft' | 'published';

/**
 * GET `{prefix}{path}` (with `:documentId` in `path` and `?status=draft|published`), for an edit view's side panel
 * only: the admin's own authentication, and only for an admin whose role may read that document in the Content
 * Manager. Answers `{ data: answer(documentId, status) }`, never cached.
 */
export function registerEditViewPanelRoute(
  strapi: Core.Strapi,
  { uid, prefix, path, answer }: { uid: string; prefix: string; path: string; answer: (documentId: string, status: PanelStatus) => Promise<unknown> },
): void {
  strapi.server.routes({
    type: 'admin',
    prefix,
    routes: [
      {
        method: 'GET',
        path,
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx) => {
          const documentId = String(ctx.params.documentId ?? '');
          if (!(await adminMayReadDocument(uid, documentId))) return ctx.forbidden();
          const status = ctx.query.status === 'published' ? 'published' : 'draft';
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await answer(documentId, status) };
        },
      },
    ],
  });
}
