import type { SeedModule } from './seed-module';
import { ensureDocument, ensureSingle } from './documents';
import { ensureFounderPortrait, ensureSeedArtwork, ensureSeedFile } from './media';
import { demoLinks } from './site';
import { ensureToyPictures } from './toy-pictures';
import type { SceneName } from './artwork/scenes';

/** Site settings and the copy of every marketing page (single types). */
export const pagesSeed: SeedModule = {
  name: 'pages',
  async run(strapi) {
    // The library's covers (the same files): Tate in each of his scenes.
    const scene = (name: SceneName) =>
      ensureSeedArtwork(strapi, { scene: name, shape: 'cover', name: `cover-${name}` });
    const scenes = {
      sleep: await scene('sleep'),
      breathe: await scene('breathe'),
      calm: await scene('calm'),
      focus: await scene('focus'),
      imagine: await scene('imagine'),
    };
    const guideVideo = await ensureSeedFile(strapi, 'video/welcome-guide.webm', 'How to connect Tate');
    const teenImage = await ensureSeedArtwork(strapi, { scene: 'teen', shape: 'cover', name: 'cover-teen' });
    const toy = await ensureToyPictures(strapi);
    const founderPortrait = await ensureFounderPortrait(strapi);

    await ensureSingle(strapi, 'api::site-setting.site-setting', {
      productName: 'Tate',
      siteTitle: 'Tate Web',
      metaDescription: 'Tate: child-first meditations paired with a cuddly breathing buddy toy for a full sensory experience.',
      shopUrl: demoLinks.shopUrl,
      teenShopUrl: demoLinks.teenShopUrl,
      subscriptionShopUrl: demoLinks.subscriptionShopUrl,
      appStoreUrl: demoLinks.appStoreUrl,
      playStoreUrl: demoLinks.playStoreUrl,
      socialLinks: [
        { label: 'Instagram', url: demoLinks.instagramUrl },
        { label: 'Facebook', url: 'https://www.facebook.com/tate.example' },
        { label: 'YouTube', url: 'https://www.youtube.com/@tate.example' },
      ],
      phone: '4165550123',
      email: 'hello@tate.example',
      streetAddress: '100 Queen Street West',
      city: 'Toronto',
      province: 'Ontario',
      postalCode: 'M5H 2N2',
      country: 'Canada',
      mailingListUrl: demoLinks.mailingListUrl,
    });

    await ensureSingle(strapi, 'api::home-page.home-page', {
      heading: 'Mindfulness made cuddly',
      intro: 'Tate is a soft puppy who breathes with your child and guides them through meditations made for little minds.',
      reasonsHeading: 'Why Tate works',
      reasons: [
        { title: 'Child-first meditations', description: 'Written for ages 3 to 12, in words children understand.' },
        { title: 'A breathing buddy to hold', description: 'Feeling Tate breathe makes slowing down something children can touch.' },
        { title: 'A full sensory experience', description: 'Sound, touch and story work together to calm the body and the mind.' },
        { title: 'Short and regular', description: 'Five to fifteen minutes a day builds a habit that lasts.' },
        { title: 'Fresh every week', description: 'New meditations arrive weekly, so there is always a new adventure.' },
        { title: 'Made with educators', description: 'Practices draw on classroom mindfulness and child development research.' },
      ],
      trialPopupText: 'Sign up for your free 14 day trial',
      trialPopupButtonLabel: 'Sign Up',
      testimonialsHeading: 'What families say',
      tagImage: toy.tag,
      productImage: toy.front,
    });

    await ensureSingle(strapi, 'api::about-page.about-page', {
      heading: 'About Tate',
      story:
        'Tate began at a kitchen table, with a parent looking for a way to teach mindfulness to children under 12 that felt like play, not homework.\n\nWe paired gentle guided meditations with a cuddly toy that breathes along, so children can feel calm as well as hear about it.',
      founderName: 'Jordan Lee',
      founderBiography:
        'Jordan is a parent and former primary school teacher who has taught mindfulness in classrooms for over ten years. Tate is the breathing buddy Jordan wished every child could have.',
      founderImage: founderPortrait,
      gallery: [scenes.sleep, scenes.breathe, toy.front, scenes.calm, scenes.imagine, toy.bedtime],
      photoFeed: [
        { image: toy.bedtime, caption: 'Lights out, Tate glowing' },
        { image: scenes.breathe, caption: 'Bubble breathing after school' },
        { image: toy.front, caption: 'A new friend out of the box' },
        { image: scenes.focus, caption: 'Homework, one breath at a time' },
        { image: scenes.imagine, caption: 'Story time among the stars' },
        { image: toy.speaker, caption: 'Charged and ready for bedtime' },
        { image: scenes.calm, caption: 'Quiet music on a rainy day' },
        { image: toy.tag, caption: 'Tate joins the family' },
      ].map((tile) => ({ ...tile, link: demoLinks.instagramUrl })),
      howItWorksHeading: 'How Tate works',
      howItWorksText: 'Hug Tate, pair him with your device, choose a meditation and breathe along: four steps from the box to bedtime calm.',
      howItWorksImage: toy.speaker,
    });

    await ensureSingle(strapi, 'api::how-it-works-page.how-it-works-page', {
      heading: 'How it works',
      intro: 'From the box to bedtime calm in four steps.',
      steps: [
        { title: 'Scan the QR code', description: 'Scan the code on Tate’s tag to open the app.' },
        { title: 'Connect the toy via Bluetooth', description: 'Switch Tate on and pair him with your phone, tablet or computer.' },
        { title: 'Choose a meditation', description: 'Pick a meditation by feeling, age or length.' },
        { title: 'Let the magic happen', description: 'Cuddle Tate and breathe along.' },
      ],
    });

    await ensureSingle(strapi, 'api::terms-page.terms-page', {
      heading: 'Terms and conditions',
      intro: 'These terms apply to the Tate website, apps and subscriptions.',
      sections: [
        { heading: 'Subscriptions', body: 'Plans renew monthly or yearly until cancelled. You can cancel anytime from your account; access continues until the end of the paid period.' },
        { heading: 'Free trial', body: 'New members get a free 14 day trial. You will not be charged if you cancel before it ends.' },
        { heading: 'Children’s privacy', body: 'Child profiles are managed by the parent account. We never show advertising to children.' },
        { heading: 'Contact', body: 'Questions about these terms? Write to hello@tate.example.' },
      ],
    });

    await ensureDocument(strapi, 'api::page.page', { slug: 'bedtime-routine' }, {
      title: 'A calm bedtime routine',
      slug: 'bedtime-routine',
      description: 'Five small steps to a calmer bedtime with Tate, from dimming the lights to the last slow breath.',
      heading: 'A calm bedtime routine',
      intro: 'Children settle best when the evening follows the same gentle steps. Here is the routine Tate families tell us works.',
      sections: [
        { heading: 'Dim the lights', body: 'Half an hour before bed, lower the lights and put screens away. The body starts to get ready for sleep.' },
        { heading: 'Tidy up together', body: 'Putting toys to bed is a small goodbye to the day, and a signal that rest is coming.' },
        { heading: 'Choose a story with Tate', body: 'Let your child pick a sleep story in the library: choosing gives them a calm sense of control.' },
        { heading: 'Breathe with Tate', body: 'Hug Tate and breathe along: in while Tate’s tummy rises, out while it falls. Three slow breaths are enough.' },
      ],
    });

    await ensureSingle(strapi, 'api::library-details-page.library-details-page', {
      heading: 'Inside the meditations library',
      intro: 'Every meditation is made with child-development specialists and voiced by Tate, your child’s breathing buddy.',
      sections: [
        { heading: 'Calm stories', body: 'Gentle stories that slow the breath and settle busy minds, from two to fifteen minutes long.' },
        { heading: 'Breathing games', body: 'Playful rhythms to breathe along with Tate: in like smelling a flower, out like blowing out a candle.' },
        { heading: 'Sleepy songs', body: 'Soft songs and soundscapes for bedtime, made to fade out as your child drifts off.' },
        { heading: 'For every age and feeling', body: 'Filter by age, length or how your child wants to feel, and pick up where each child left off.' },
      ],
    });

    await ensureSingle(strapi, 'api::tate-page.tate-page', {
      heading: 'Hi, I’m Tate!',
      bio: 'I’m a soft, sleepy puppy who loves slow breaths, starry skies and cuddles. When you hug me, I breathe in and out with you, and I tell stories that help your body and your mind feel calm.',
      image: scenes.imagine,
    });

    await ensureSingle(strapi, 'api::welcome-guide.welcome-guide', {
      heading: 'Welcome to the Tate family',
      intro: 'Here is how to get started with your breathing buddy.',
      steps: [
        { title: 'Sign up', description: 'Create your parent account and add your child.' },
        { title: 'Connect via Bluetooth', description: 'Turn Tate on and pair him from your device’s Bluetooth settings.' },
        { title: 'Choose a story', description: 'Pick a meditation in the library and press play.' },
        { title: 'Stay close', description: 'Your device may be up to 30 feet away from Tate.' },
      ],
      video: guideVideo,
      videoHeading: 'Watch how to connect Tate',
      socialHeading: 'Share your calm moments',
      socialLinks: [
        { label: 'Instagram', url: demoLinks.instagramUrl },
        { label: 'YouTube', url: 'https://www.youtube.com/@tate.example' },
      ],
    });

    await ensureSingle(strapi, 'api::teen-page.teen-page', {
      heading: 'Tate for Teens',
      intro: 'An age-specific teen category, included in the all-access family subscription.',
      sections: [
        { heading: 'Grey matter', body: 'During the teen years the brain prunes unused connections in its grey matter, keeping the ones that are used most. Practising calm makes calm easier.' },
        { heading: 'White matter', body: 'White matter, the brain’s wiring, keeps growing into the twenties and speeds up communication between brain areas.' },
        { heading: 'Amygdala', body: 'The amygdala, the brain’s alarm, is very active in teens. Slow breathing tells it that you are safe.' },
        { heading: 'Frontal lobe', body: 'The frontal lobe, which plans and weighs choices, is the last part to mature. Mindfulness gives it room to do its job.' },
      ],
      video: guideVideo,
      linkedImage: teenImage,
      linkedImageUrl: '/library#Teen Mindset',
      shopLabel: 'Get Tate Now',
      shopUrl: demoLinks.teenShopUrl,
    });
  },
};
