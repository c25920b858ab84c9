import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { PREVIEW_POPULATE, previewSecret, verifyPreview } from '../../../preview/preview-link';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * GET /api/preview?type&documentId&expires&signature: the draft of one previewable document, in the REST shape
 * `{ data }` with what its page shows populated (PREVIEW_POPULATE; the caller's own populate is ignored), for a valid
 * unexpired preview link only. Never cached.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    const link = { type: text(ctx.query.type), documentId: text(ctx.query.documentId), expires: text(ctx.query.expires), signature: text(ctx.query.signature) };
    if (!verifyPreview(previewSecret(), link, Date.now())) {
      ctx.status = 403;
      ctx.body = { error: { status: 403, name: 'ForbiddenError', message: 'This preview link is not valid or has expired' } };
      return;
    }
    const draft = await strapi.documents(link.type).findOne({ documentId: link.documentId, status: 'draft', populate: PREVIEW_POPULATE[link.type] });
    if (!draft) {
      ctx.status = 404;
      ctx.body = { error: { status: 404, name: 'NotFoundError', message: 'This draft no longer exists' } };
      return;
    }
    const data = await strapi.contentAPI.sanitize.output(draft, strapi.contentType(link.type));
    ctx.body = { data };
  },
});
