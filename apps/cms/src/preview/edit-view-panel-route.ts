import type { Core } from '@strapi/strapi';
import { adminMayReadDocument, adminMayUpdateDocument } from './admin-may-read';

/** What an edit view's side panel asks about the document it shows: the draft, or the published version. */
export type PanelStatus = 'draft' | 'published';

/** What a panel's route answers: `{ data }`, or why its action cannot be done now (a 409 with that message). */
export type PanelAnswer = { data: unknown } | { conflict: string };

type PanelRoute = { uid: string; prefix: string; path: string };

/**
 * One admin route of an edit view's side panel, `{prefix}{path}` with `:documentId` in `path` and
 * `?status=draft|published`: the admin's own authentication, then `may` (the role's check on that document in the
 * Content Manager), then the answer, never cached.
 */
function registerPanelRoute(
  strapi: Core.Strapi,
  method: 'GET' | 'POST',
  { uid, prefix, path }: PanelRoute,
  may: (uid: string, documentId: string) => Promise<boolean>,
  answer: (documentId: string, status: PanelStatus) => Promise<PanelAnswer>,
): void {
  strapi.server.routes({
    type: 'admin',
    prefix,
    routes: [
      {
        method,
        path,
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx) => {
          const documentId = String(ctx.params.documentId ?? '');
          if (!(await may(uid, documentId))) return ctx.forbidden();
          const outcome = await answer(documentId, ctx.query.status === 'published' ? 'published' : 'draft');
          if ('conflict' in outcome) return ctx.conflict(outcome.conflict);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: outcome.data };
        },
      },
    ],
  });
}

/** GET: what the panel shows, `{ data: answer(documentId, status) }`, for an admin whose role may read the document. */
export function registerEditViewPanelRoute(
  strapi: Core.Strapi,
  { answer, ...route }: PanelRoute & { answer: (documentId: string, status: PanelStatus) => Promise<unknown> },
): void {
  registerPanelRoute(strapi, 'GET', route, adminMayReadDocument, async (documentId, status) => ({ data: await answer(documentId, status) }));
}

/** POST: the panel's action (a button in it, src/admin/panel-action.tsx), for an admin whose role may edit the document. */
export function registerEditViewPanelAction(
  strapi: Core.Strapi,
  { act, ...route }: PanelRoute & { act: (documentId: string, status: PanelStatus) => Promise<PanelAnswer> },
): void {
  registerPanelRoute(strapi, 'POST', route, adminMayUpdateDocument, act);
}
