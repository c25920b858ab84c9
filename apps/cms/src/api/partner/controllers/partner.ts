import type { Context } from 'koa';
import { z } from 'zod';
import { partnerKeyField } from '@tate/contracts';
import { notFound } from '../../../http/errors';
import { service } from '../../../utils/services';
import { publicOrigin, toPartnerMedia } from '../lib/partner-media';
import type { AdmittedPartner } from '../services/partner';

const partners = () => service('api::partner.partner');

const lookupRequest = z.object({
  id: z.string().trim().min(1, 'id is required').max(64, 'id is too long'),
  key: partnerKeyField,
});

/** The key and the page's origin admit the request; only then may that origin read the answer (CORS). */
async function admitted(ctx: Context): Promise<{ partner: AdmittedPartner; mediaId: string }> {
  ctx.vary('Origin');
  ctx.set('Cache-Control', 'private, no-store');
  const { id, key } = lookupRequest.parse({ id: ctx.params.id, key: ctx.query.key });
  const partner = await partners().admit(key, ctx.get('origin'));
  ctx.set('Access-Control-Allow-Origin', partner.origin);
  return { partner, mediaId: id };
}

/** The partner embed's endpoints (docs/decisions/2026-11-24-partner-embeds.md): no cookies, no visitor data. */
export default {
  /** `{ data: { src, title, artwork? } }` with absolute URLs; refusals are envelopes. */
  async media(ctx: Context) {
    const { partner, mediaId } = await admitted(ctx);
    const media = toPartnerMedia(await partners().licensedMedia(partner, mediaId), publicOrigin(ctx.origin));
    if (!media) throw notFound('Media file');
    ctx.body = { data: media };
  },

  /** One press of Play in an embed: counted per partner, meditation and day. */
  async play(ctx: Context) {
    const { partner, mediaId } = await admitted(ctx);
    await partners().assertLicensed(partner, mediaId);
    partners().countPlay(partner, mediaId);
    ctx.status = 204;
  },
};
