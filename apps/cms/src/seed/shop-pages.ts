import type { SeedModule } from './seed-module';
import { ensureSingle } from './documents';
import { ensureToyPictures } from './toy-pictures';

/** The toy's product page, /subscribe, /retail and the newsletter pop-up (single types). */
export const shopPagesSeed: SeedModule = {
  name: 'shop pages',
  async run(strapi) {
    const toy = await ensureToyPictures(strapi);
    const faqs = await strapi.documents('api::faq.faq').findMany({
      filters: { question: { $in: ['How long does the battery last?', 'How far can the toy be from the device?'] } },
      status: 'published',
    });

    await ensureSingle(strapi, 'api::toy-page.toy-page', {
      heading: 'Meet plush Tate, the breathing buddy',
      intro:
        'Tate is a soft, huggable puppy with a Bluetooth speaker in his tummy. Pair him with the app and he tells your child’s meditations in his own gentle voice, right from their arms.',
      pictures: [toy.front, toy.speaker, toy.bedtime],
      pictureCaption: 'Drawings of plush Tate, not photos',
      features: [
        { title: 'A voice in a cuddle', description: 'Meditations and stories play from the speaker in Tate’s tummy, so the calm is something children hold.' },
        { title: 'Breathe along', description: 'Children hug Tate and follow his breathing: in slowly, hold, and out like blowing a feather.' },
        { title: 'Pairs in seconds', description: 'Switch Tate on, connect him in your device’s Bluetooth settings, and choose a meditation in the app or on the web.' },
        { title: 'Soft and safe', description: 'Made of soft plush for children aged 3 to 12; the speaker comes out so Tate can be washed.' },
      ],
      specsHeading: 'Plush Tate at a glance',
      specs: [
        { label: 'Size', value: '30 cm (12 in) tall and 450 g: big enough to hug, light enough for a child to carry to bed.' },
        { label: 'Fabric', value: 'Short, soft plush over a recycled-fibre filling. Take the speaker out and the cover washes at 30 °C.' },
        { label: 'Speaker', value: 'A Bluetooth speaker in his tummy, heard up to 10 m (30 feet) from the phone, tablet or computer.' },
        { label: 'Battery', value: 'Two hours of charging by USB-C gives five hours of play.' },
        { label: 'Ages', value: 'For children aged 3 to 12.' },
      ],
      factsHeading: 'Charging and range',
      facts: faqs.map((faq) => faq.documentId),
      shopLabel: 'Buy Tate in our shop',
    });

    await ensureSingle(strapi, 'api::subscribe-page.subscribe-page', {
      heading: 'Subscribe to Tate',
      intro: 'Child-first meditations with a new adventure every week, on the web and in the app. Start with a free 14 day trial and cancel anytime.',
      plansHeading: 'Choose your plan',
      toyHeading: 'Add the breathing buddy',
      toyText: 'Plush Tate plays every meditation from his tummy speaker. Toy owners get unlimited access with the coupon code in the box.',
      toyImage: toy.front,
      shopLabel: 'Get Tate in our shop',
    });

    await ensureSingle(strapi, 'api::retail-page.retail-page', {
      heading: 'Bring Tate home',
      intro: 'Tate is sold in our shop. Every toy comes with unlimited access to the meditation library.',
      toyImage: toy.bedtime,
      inTheBox: [
        { title: 'Plush Tate', description: 'A soft golden puppy with a Bluetooth speaker in his tummy.' },
        { title: 'USB-C charging cable', description: 'Two hours of charging gives five hours of play.' },
        { title: 'Your coupon code', description: 'Sign up with it for unlimited access, no payment needed.' },
      ],
      plansHeading: 'No toy yet? Subscribe online',
      shopLabel: 'Shop Tate now',
    });

    await ensureSingle(strapi, 'api::newsletter-popup.newsletter-popup', {
      title: 'Join our family',
      offer: 'Join us in the Tate playground and receive 10% off!',
      benefits: [
        { title: 'Monthly content on child development' },
        { title: 'Tips for building mental fitness for kids' },
        { title: 'Updates on new products and meditations' },
      ],
      firstNamePlaceholder: 'first name',
      buttonLabel: 'Subscribe',
      image: toy.tag,
    });
  },
};
