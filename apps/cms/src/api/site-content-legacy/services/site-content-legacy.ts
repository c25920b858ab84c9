import { result, type Result } from '../../../http/result';
import { publishedBanners, publishedTestimonials } from '../data/legacy-content';

type Banner = Awaited<ReturnType<typeof publishedBanners>>[number];

function legacyBanner(banner: Banner) {
  return { _id: banner.documentId, title: banner.title, image: banner.image?.url ?? null, link: banner.link ?? null };
}

const siteContentLegacyService = {
  /** The apps' testimonial carousel: published testimonials as { _id, title, message, name, designation }. */
  async testimonials(): Promise<Result> {
    const entries = await publishedTestimonials();
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

declare module '../../../utils/services' {
  interface Services {
    'api::site-content-legacy.site-content-legacy': typeof siteContentLegacyService;
  }
}

export default siteContentLegacyService;
