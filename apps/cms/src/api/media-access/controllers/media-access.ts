import type { Context } from 'koa';
import { PARTNER_REFUSALS } from '@tate/contracts';
import { reply } from '../../../utils/envelope';
import { serveFileWithRanges } from '../../../utils/media-range';
import { isUploadedFileUrl } from '../../../media/data/upload-file';
import { PARTNER } from '../../../commerce/data/partner';
import { storedUploadPath } from '../../../storage/private/private-folder';
import { childPhotoPath } from '../../../family/photo-store';
import { setUploadSafetyHeaders } from '../../../security/upload-headers';
import { PARTNER_URL_TTL_SECONDS, SIGNED_URL_TTL_SECONDS, verifyFileSignature } from '../../../media/signed-url';
import { service } from '../../../utils/services';

/** A partner's link is refused with the partner refusal `link-invalid` (its code and sentence); a member's as before. */
const refuse = (ctx: Context, partner: string | null = null) => {
  ctx.set('Cache-Control', 'no-store');
  if (partner !== null) return reply(ctx, 403, PARTNER_REFUSALS['link-invalid'].message, { code: 'link-invalid' });
  return reply(ctx, 403, 'This media link is invalid or has expired');
};

export default {
  /**
   * Serves a stored file named by a valid, unexpired signed URL, with Range support; private caching only:
   * a child's photo (PRIVATE_MEDIA_DIR) or a Media Library upload (paid ones are in PRIVATE_MEDIA_DIR too). A URL
   * given to a partner's embed serves only while that partner is active, so deactivating it ends its links too.
   */
  async file(ctx: Context) {
    const name = String(ctx.params.name);
    const expires = typeof ctx.query.expires === 'string' ? ctx.query.expires : '';
    const signature = typeof ctx.query.signature === 'string' ? ctx.query.signature : '';
    const partner = typeof ctx.query.partner === 'string' ? ctx.query.partner : null;
    if (!/^[^/\\]+$/.test(name) || name.startsWith('.') || !verifyFileSignature(name, expires, signature, partner)) return refuse(ctx, partner);
    if (partner !== null && !(await service(PARTNER).isActive(partner))) return refuse(ctx, partner);
    const photoPath = childPhotoPath(name);
    if (!photoPath && !(await isUploadedFileUrl(`/uploads/${name}`))) return refuse(ctx, partner);
    const absolutePath = photoPath ?? (await storedUploadPath(strapi, `/uploads/${name}`));
    const served =
      absolutePath &&
      (await serveFileWithRanges(ctx, absolutePath, {
        cacheControl: `private, max-age=${partner === null ? SIGNED_URL_TTL_SECONDS : PARTNER_URL_TTL_SECONDS}`,
      }));
    if (!served) return reply(ctx, 404, 'Media file not found');
    setUploadSafetyHeaders(ctx);
  },
};
