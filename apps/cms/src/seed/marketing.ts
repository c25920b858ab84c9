import { z } from 'zod';
import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { ensureSeedArtwork } from './media';
import { SCENE_NAMES } from './artwork/scenes';
import marketing from './content/marketing.json';

/** content/marketing.json; its FAQs are the facts of the product specification, section 1. */
const marketingSchema = z.strictObject({
  banners: z.array(z.strictObject({ title: z.string(), scene: z.enum(SCENE_NAMES), link: z.string(), linkLabel: z.string() })),
  testimonials: z.array(z.strictObject({ title: z.string(), message: z.string(), name: z.string(), designation: z.string() })),
  faqs: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
});

const { banners, testimonials, faqs } = marketingSchema.parse(marketing);

/** Home banners (the fourth links to the subscription shop page), testimonials and FAQs. */
export const marketingSeed: SeedModule = {
  name: 'marketing',
  async run(strapi) {
    for (const [index, banner] of banners.entries()) {
      const image = await ensureSeedArtwork(strapi, { scene: banner.scene, shape: 'banner', name: `banner-${index + 1}` });
      await ensureDocument(strapi, 'api::banner.banner', { sortOrder: index + 1 }, { title: banner.title, image, link: banner.link, linkLabel: banner.linkLabel, sortOrder: index + 1 });
    }
    for (const testimonial of testimonials) {
      await ensureDocument(strapi, 'api::testimonial.testimonial', { title: testimonial.title }, testimonial);
    }
    for (const [index, faq] of faqs.entries()) {
      await ensureDocument(strapi, 'api::faq.faq', { question: faq.question }, { ...faq, sortOrder: index + 1 });
    }
  },
};
