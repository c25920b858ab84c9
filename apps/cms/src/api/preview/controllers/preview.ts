import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { previewSecret, verifyPreview } from '../../../preview/preview-link';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * GET /api/preview?type&documentId&expires&signature[&populate...]: the draft of one previewable
 * document, in the REST shape `{ data }`, for a valid unexpired preview link only. Never cached.
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
    const { populate } = strapi.get('query-params').transform(link.type, { populate: ctx.query.populate });
    const draft = await strapi.documents(link.type).findOne({ documentId: link.documentId, status: 'draft', populate });
    if (!draft) {
      ctx.status = 404;
      ctx.body = { error: { status: 404, name: 'NotFoundError', message: 'This draft no longer exists' } };
      return;
    }
    const data = await strapi.contentAPI.sanitize.output(draft, strapi.contentType(link.type));
    ctx.body = { data };
  },
});
