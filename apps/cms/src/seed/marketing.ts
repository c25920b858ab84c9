import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { ensureSeedArtwork } from './media';
import { demoLinks } from './site';
import type { SceneName } from './artwork/scenes';

const banners: Array<{ title: string; scene: SceneName; link: string }> = [
  { title: 'Meet Tate, your child’s breathing buddy', scene: 'calm', link: '/subscribe' },
  { title: 'Four steps from the box to bedtime calm', scene: 'breathe', link: '/howitworks' },
  { title: 'New meditations every week', scene: 'imagine', link: '/library' },
  { title: 'Subscribe in our shop', scene: 'sleep', link: demoLinks.subscriptionShopUrl },
  { title: 'Tate for teens', scene: 'teen', link: '/tate-for-teen' },
];

const testimonials = [
  { title: 'Bedtime is calm again', message: 'Our daughter asks for Tate every night. She breathes with him and is asleep before the story ends.', name: 'Sarah M.', designation: 'Mother of two' },
  { title: 'A real tool for big feelings', message: 'When my son gets upset he grabs Tate and does his balloon breaths. It is wonderful to watch.', name: 'David L.', designation: 'Father' },
  { title: 'We use it in class', message: 'Five minutes with Tate after recess and my whole class is ready to learn.', name: 'Ms. Patel', designation: 'Grade 2 teacher' },
];

/** FAQ facts of the product specification, section 1. */
const faqs = [
  { question: 'Who are the meditations for?', answer: 'Our audio suits children aged 3 to 12. Each meditation runs 5 to 15 minutes and is often followed by 30 minutes of calming music.' },
  { question: 'How often is new content added?', answer: 'New meditations arrive every week.' },
  { question: 'Can we listen offline?', answer: 'Yes. Meditations can be downloaded for offline play.' },
  { question: 'How do I reach support?', answer: 'Write to us by e-mail: we answer within 1-2 business days.' },
  { question: 'How long does the battery last?', answer: 'Charging takes 2 hours and gives 5 hours of play.' },
  { question: 'How far can the toy be from the device?', answer: 'The Bluetooth range is 10 m (about 30 feet).' },
  { question: 'Is there a mobile app?', answer: 'Yes. The app is also available in the App Store and on Google Play.' },
  { question: 'Where can I buy Tate?', answer: 'Tate is sold in our shop on an external site.' },
];

/** Home banners (the fourth links to the subscription shop page), testimonials and FAQs. */
export const marketingSeed: SeedModule = {
  name: 'marketing',
  async run(strapi) {
    for (const [index, banner] of banners.entries()) {
      const image = await ensureSeedArtwork(strapi, { scene: banner.scene, shape: 'banner', name: `banner-${index + 1}` });
      await ensureDocument(strapi, 'api::banner.banner', { sortOrder: index + 1 }, { title: banner.title, image, link: banner.link, sortOrder: index + 1 });
    }
    for (const testimonial of testimonials) {
      await ensureDocument(strapi, 'api::testimonial.testimonial', { title: testimonial.title }, testimonial);
    }
    for (const [index, faq] of faqs.entries()) {
      await ensureDocument(strapi, 'api::faq.faq', { question: faq.question }, { ...faq, sortOrder: index + 1 });
    }
  },
};
