import type { Context } from 'koa';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { replyCompat } from '../../../utils/envelope';

const TESTIMONIAL_UID = 'api::testimonial.testimonial';
const BANNER_UID = 'api::banner.banner';


const bannerQuery = z.object({
  _id: z.union([z.string().max(64, '_id must be at most 64 characters'), z.number().int('_id must be an integer')]).optional(),
});

function publishedBanners() {
  return strapi.documents(BANNER_UID).findMany({ status: 'published', populate: ['image'], sort: ['sortOrder:asc', 'id:asc'] });
}

type Banner = Awaited<ReturnType<typeof publishedBanners>>[number];

function legacyBanner(banner: Banner) {
  return { _id: banner.documentId, title: banner.title, image: banner.image?.url ?? null, link: banner.link ?? null };
}

export default {
  /** The apps' testimonial carousel: published testimonials as { _id, title, message, name, designation }. */
  async testimonials(ctx: Context) {
    const entries = await strapi.documents(TESTIMONIAL_UID).findMany({ status: 'published', sort: ['id:asc'] });
    replyCompat(
      ctx,
      200,
      'Testimonials',
      entries.map((entry) => ({ _id: entry.documentId, title: entry.title, message: entry.message, name: entry.name, designation: entry.designation ?? null })),
    );
  },

  /** GET lists the home banners; POST with _id narrows the list to that banner. */
  async banners(ctx: Context) {
    let id: string | undefined;
    if (ctx.method === 'POST') {
      const body = readBody(ctx, bannerQuery);
      id = body._id === undefined ? undefined : String(body._id);
    }
    const banners = (await publishedBanners()).filter((banner) => id === undefined || banner.documentId === id || String(banner.id) === id);
    replyCompat(ctx, 200, 'Banners', banners.map(legacyBanner));
  },
};
