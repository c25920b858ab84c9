import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({ SEED_DEMO: 'true' }, { shared: true });

type Media = { url: string; mime: string; alternativeText: string | null };
type Entry = Record<string, unknown> & { documentId: string };

async function getJson<T = { data: Entry[] }>(path: string): Promise<T> {
  const response = await fetch(`${cms.url}/api/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function single(path: string): Promise<Entry> {
  return (await getJson<{ data: Entry }>(path)).data;
}

describe('the public content API', () => {
  it('lists the published categories in order, one of them for teens', async () => {
    const { data } = await getJson('categories?sort=sortOrder:asc&populate=image');
    expect(data.length).toBeGreaterThanOrEqual(6);
    const orders = data.map((category) => category.sortOrder as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.filter((category) => category.isTeen === true)).toHaveLength(1);
    for (const category of data) expect((category.image as Media).url).toMatch(/^\/uploads\//);
  });

  it('lists meditations with their cover, taxonomy and duration but never the media file', async () => {
    const { data, meta } = await getJson<{ data: Entry[]; meta: { pagination: { total: number } } }>(
      'meditations?populate[0]=cover&populate[1]=ageRanges&populate[2]=feelings&populate[3]=category&pagination[pageSize]=100',
    );
    expect(meta.pagination.total).toBe(30);
    for (const meditation of data) {
      expect((meditation.cover as Media).mime).toMatch(/^image\//);
      expect(meditation).not.toHaveProperty('file');
      expect(Number(meditation.durationMinutes)).toBeGreaterThan(0);
      expect((meditation.ageRanges as unknown[]).length).toBeGreaterThan(0);
      expect((meditation.feelings as unknown[]).length).toBeGreaterThan(0);
      expect(meditation.category).toHaveProperty('name');
    }
  });

  it('refuses to populate the private media file and leaves it out of populate=*', async () => {
    const response = await fetch(`${cms.url}/api/meditations?populate=file`);
    expect(response.status).toBe(400);
    const { data } = await getJson('meditations?populate=*');
    expect(data.length).toBeGreaterThan(0);
    for (const meditation of data) {
      expect(meditation).not.toHaveProperty('file');
      expect(meditation).toHaveProperty('cover');
    }
  });

  it('filters meditations by feeling and age range', async () => {
    const { data } = await getJson('meditations?filters[feelings][name][$eq]=sleepy&filters[ageRanges][label][$eq]=3-4&populate=feelings');
    expect(data.length).toBeGreaterThan(0);
    for (const meditation of data) {
      expect((meditation.feelings as Array<{ name: string }>).map((feeling) => feeling.name)).toContain('sleepy');
    }
  });

  it('lists five banners in order; the fourth links to the subscription shop page', async () => {
    const { data } = await getJson('banners?sort=sortOrder:asc&populate=image');
    expect(data).toHaveLength(5);
    expect(data.map((banner) => banner.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    for (const banner of data) expect((banner.image as Media).url).toMatch(/^\/uploads\//);
    const settings = await single('site-setting');
    expect(data[3].link).toBe(settings.subscriptionShopUrl);
    expect(String(settings.subscriptionShopUrl)).toMatch(/^https:\/\//);
  });

  it('offers the two plans without their payment provider ids', async () => {
    const { data } = await getJson('subscription-plans?sort=sortOrder:asc');
    expect(data.map((plan) => [plan.name, Number(plan.price), plan.interval, plan.discountLabel])).toEqual([
      ['1 Month', 3.99, 'month', null],
      ['1 Year', 39.99, 'year', '10%'],
    ]);
    for (const plan of data) expect(plan).not.toHaveProperty('stripePriceId');
  });

  it('serves testimonials and the FAQ facts', async () => {
    expect((await getJson('testimonials')).data.length).toBeGreaterThan(0);
    const faqs = (await getJson('faqs?sort=sortOrder:asc&pagination[pageSize]=50')).data;
    const answers = faqs.map((faq) => faq.answer).join(' ');
    for (const fact of ['3 to 12', 'every week', 'offline', '1-2 business days', '2 hours', '5 hours', '10 m', 'external site']) {
      expect(answers).toContain(fact);
    }
  });

  it("serves Tate's goodnight clip in the site settings, a short public MP3", async () => {
    const settings = await single('site-setting?populate[goodnightClip]=true');
    const clip = settings.goodnightClip as Media & { size: number };
    expect(clip).toMatchObject({ mime: 'audio/mpeg', alternativeText: 'Tate says: Goodnight, sleep tight. Tate is here.' });
    expect(clip.url).toMatch(/^\/uploads\/goodnight.*\.mp3$/);
    expect(clip.size).toBeLessThan(50);
    const file = await fetch(`${cms.url}${clip.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('audio/mpeg');
  });

  it('serves the site settings and the page copy', async () => {
    const settings = await single('site-setting?populate=socialLinks');
    expect(settings).toMatchObject({ productName: 'Tate', siteTitle: 'Tate Web', city: expect.any(String), country: expect.any(String) });
    expect(settings.metaDescription).toContain('child-first meditations paired with a cuddly breathing buddy toy for a full sensory experience');
    expect((settings.socialLinks as unknown[]).length).toBeGreaterThan(0);

    const home = await single('home-page?populate=reasons');
    expect(home.trialPopupText).toBe('Sign up for your free 14 day trial');
    expect((home.reasons as unknown[]).length).toBeGreaterThan(0);

    const howItWorks = await single('how-it-works-page?populate[steps][populate]=image');
    expect((howItWorks.steps as Array<{ image: Media | null }>).every((step) => step.image !== null)).toBe(true);
    expect((howItWorks.steps as Array<{ title: string }>).map((step) => step.title)).toEqual([
      'Scan the QR code',
      'Connect the toy via Bluetooth',
      'Choose a meditation',
      'Let the magic happen',
    ]);

    const about = await single('about-page?populate[0]=gallery&populate[1]=founderImage');
    expect(about.gallery as Media[]).toHaveLength(6);
    expect(about).not.toHaveProperty('photoFeed');
    expect(about.founderBiography).toBeTruthy();

    const guide = await single('welcome-guide?populate[0]=steps&populate[1]=video');
    expect(JSON.stringify(guide.steps)).toContain('30 feet');
    expect((guide.video as Media).mime).toMatch(/^video\//);

    const teen = await single('teen-page?populate[0]=sections&populate[1]=video&populate[2]=linkedImage');
    expect((teen.sections as Array<{ heading: string }>).map((section) => section.heading)).toEqual([
      'Grey matter',
      'White matter',
      'Amygdala',
      'Frontal lobe',
    ]);
    expect(teen.shopUrl).toBe(settings.teenShopUrl);

    expect((await single('terms-page?populate=sections')).sections).not.toHaveLength(0);
    expect((await single('tate-page')).bio).toBeTruthy();
  });

  it('serves the pages editors publish at /{slug} by their address, without their drafts', async () => {
    const [routine] = (await getJson('pages?filters[slug][$eq]=bedtime-routine&populate=sections')).data;
    expect(routine).toMatchObject({ title: 'A calm bedtime routine', slug: 'bedtime-routine' });
    expect(routine.description).toBeTruthy();
    expect(routine.sections).not.toHaveLength(0);

    await cms.strapi.documents('api::page.page').create({ data: { title: 'Summer camp', slug: 'summer-camp' } });
    expect((await getJson('pages?filters[slug][$eq]=summer-camp')).data).toHaveLength(0);
    expect((await getJson('pages?status=draft&filters[slug][$eq]=summer-camp')).data).toHaveLength(0);
  });

  it('hides drafts from anonymous readers', async () => {
    const draft = (await cms.strapi.documents('api::meditation.meditation').create({
      data: { title: 'Unpublished Night Sky', slug: 'unpublished-night-sky', kind: 'audio', accessLevel: 'free' },
    } as never)) as unknown as Entry;
    const list = await getJson('meditations?filters[slug][$eq]=unpublished-night-sky');
    expect(list.data).toHaveLength(0);
    expect((await fetch(`${cms.url}/api/meditations/${draft.documentId}`)).status).toBe(404);
    const withStatus = await fetch(`${cms.url}/api/meditations?status=draft&filters[slug][$eq]=unpublished-night-sky`);
    const body = (await withStatus.json()) as { data?: Entry[] };
    expect(body.data ?? []).toHaveLength(0);
  });

  it('keeps unpublished page edits hidden, even when a draft is asked for', async () => {
    const pages = cms.strapi.documents('api::home-page.home-page');
    const published = (await pages.findFirst({ status: 'published' } as never)) as unknown as Entry;
    await pages.update({ documentId: published.documentId, data: { heading: 'Unpublished heading' } } as never);
    expect((await single('home-page')).heading).toBe(published.heading);
    expect((await single('home-page?status=draft')).heading).toBe(published.heading);
  });

  it('reads a meditation\'s duration from its uploaded file when it is saved', async () => {
    const files = cms.strapi.db.query('plugin::upload.file');
    const rain = (await files.findOne({ where: { name: 'soft-rain.ogg' } })) as { id: number };
    const tones = (await files.findOne({ where: { name: 'calm-tones.mp3' } })) as { id: number };
    const meditations = cms.strapi.documents('api::meditation.meditation');
    const created = (await meditations.create({
      data: { title: 'Rain on the Window', slug: 'rain-on-the-window', kind: 'audio', accessLevel: 'free', file: rain.id },
      status: 'published',
    } as never)) as unknown as Entry;
    expect(Number(created.durationMinutes)).toBeCloseTo(6, 1);
    const published = await single(`meditations/${created.documentId}`);
    expect(Number(published.durationMinutes)).toBeCloseTo(6, 1);

    const updated = (await meditations.update({
      documentId: created.documentId,
      data: { file: tones.id },
    } as never)) as unknown as Entry;
    expect(Number(updated.durationMinutes)).toBeCloseTo(4, 1);
  });
});
