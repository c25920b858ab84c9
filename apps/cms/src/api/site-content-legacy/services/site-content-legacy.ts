import { result, type Result } from '../../../http/result';

const TESTIMONIAL_UID = 'api::testimonial.testimonial';
const BANNER_UID = 'api::banner.banner';

function publishedBanners() {
  return strapi.documents(BANNER_UID).findMany({ status: 'published', populate: ['image'], sort: ['sortOrder:asc', 'id:asc'] });
}

type Banner = Awaited<ReturnType<typeof publishedBanners>>[number];

function legacyBanner(banner: Banner) {
  return { _id: banner.documentId, title: banner.title, image: banner.image?.url ?? null, link: banner.link ?? null };
}

const siteContentLegacyService = {
  /** The apps' testimonial carousel: published testimonials as { _id, title, message, name, designation }. */
  async testimonials(): Promise<Result> {
    const entries = await strapi.documents(TESTIMONIAL_UID).findMany({ status: 'published', sort: ['id:asc'] });
    return result(
      200,
      'Testimonials',
      entries.map((entry) => ({ _id: entry.documentId, title: entry.title, message: entry.message, name: entry.name, designation: entry.designation ?? null })),
    );
  },

  /** The home banners; with an id (document id or numeric id), only that banner. */
  async banners(id: string | undefined): Promise<Result> {
    const banners = (await publishedBanners()).filter((banner) => id === undefined || banner.documentId === id || String(banner.id) === id);
    return result(200, 'Banners', banners.map(legacyBanner));
  },
};

export type SiteContentLegacyService = typeof siteContentLegacyService;

declare module '../../../utils/services' {
  interface Services {
    'api::site-content-legacy.site-content-legacy': SiteContentLegacyService;
  }
}

export default siteContentLegacyService;
