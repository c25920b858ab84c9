import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsFirst, cmsList, cmsSingle } from './support/cms';
import { expectToySpecs, toySpecs } from './support/toy-specs';

type SiteSetting = { email: string; city: string; country: string; socialLinks: { label: string; url: string }[] };

const contactFields = {
  'First name': 'Lea',
  'Last name': 'Moss',
  Email: 'lea-contact@tate.example',
  'Phone number': '0123456789',
  Message: 'Does Tate work with a tablet?',
};

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

async function fillContactForm(page: Page, number: string) {
  for (const [label, value] of Object.entries({ ...contactFields, 'Phone number': number })) {
    await contactForm(page).getByLabel(label).fill(value);
  }
}

async function expectContactValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await expect(contactForm(page).getByLabel(label)).toHaveValue(value);
}

const emptyContactForm = Object.fromEntries(Object.keys(contactFields).map((label) => [label, '']));

type Block = {
  title?: string;
  heading?: string;
  description?: string | null;
  body?: string | null;
};

test.describe('marketing pages', () => {
  test('how it works shows the seeded steps in order, each a card with its picture', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      intro: string;
      steps: (Block & { image: { alternativeText: string } })[];
    }>(request, 'how-it-works-page?populate[steps][populate][image]=true');
    expect(cmsPage.steps).toHaveLength(4);
    await page.goto('/howitworks');
    await expect(page).toHaveTitle(`${cmsPage.heading} | Tate Web`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    const cards = page.getByRole('region', { name: cmsPage.heading }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const [index, step] of cmsPage.steps.entries()) {
      await expect(cards.nth(index).getByRole('img', { name: step.image.alternativeText })).toBeVisible();
    }
    await expect(page.getByText(cmsPage.intro)).toBeVisible();
    await expect(page.getByRole('region', { name: cmsPage.heading }).getByRole('heading', { level: 2 })).toHaveText(
      cmsPage.steps.map((step) => step.title!)
    );
    await expect(page.getByText(cmsPage.steps[0]!.description!)).toBeVisible();
  });

  test('terms and conditions show the seeded sections', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      intro: string;
      sections: Block[];
    }>(request, 'terms-page?populate[sections]=true');
    await page.goto('/termscondtion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    await expect(page.getByText(cmsPage.intro)).toBeVisible();
    await expect(page.getByRole('region', { name: cmsPage.heading }).getByRole('heading', { level: 2 })).toHaveText(
      cmsPage.sections.map((section) => section.heading!)
    );
    await expect(page.getByText(cmsPage.sections.at(-1)!.body!)).toBeVisible();
  });

  test('the privacy notice shows the editors\' sections and the retention periods the CMS enforces, linked from the footer and sign-up', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${CMS_URL}/api/privacy-page?populate[sections]=true`);
    const { data: notice, meta } = (await response.json()) as {
      data: { heading: string; version: string; sections: Block[] };
      meta: { retention: { historyMonths: number; inactiveAccountMonths: number; erasureNoticeDays: number } };
    };
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.heading);
    const sections = page.getByRole('region', { name: notice.heading }).getByRole('heading', { level: 2 });
    await expect(sections).toHaveText([...notice.sections.map((section) => section.heading!), 'How long we keep it']);
    const { historyMonths, inactiveAccountMonths, erasureNoticeDays } = meta.retention;
    await expect(page.getByText(`What your child listened to: ${historyMonths} months.`)).toBeVisible();
    await expect(page.getByText(`for ${inactiveAccountMonths} months: we e-mail you, and ${erasureNoticeDays} days later`)).toBeVisible();
    await expect(page.getByText(`This notice's version: ${notice.version}`)).toBeVisible();

    await page.goto('/signup');
    await page.getByRole('link', { name: "How we look after your family's data" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('a page an editor published lives at its own address and in the sitemap; an address without one goes home', async ({
    page,
    request,
  }) => {
    const cmsPage = await cmsFirst<Block & { title: string; slug: string; intro: string; sections: Block[] }>(
      request,
      'pages?filters[slug][$eq]=bedtime-routine&populate[sections]=true',
    );
    await page.goto(`/${cmsPage.slug}`);
    await expect(page).toHaveTitle(`${cmsPage.title} | Tate Web`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading!);
    await expect(page.getByText(cmsPage.intro)).toBeVisible();
    await expect(page.getByRole('region', { name: cmsPage.heading! }).getByRole('heading', { level: 2 })).toHaveText(
      cmsPage.sections.map((section) => section.heading!),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cmsPage.description!);
    expect(await axeViolations(page)).toEqual([]);

    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${cmsPage.slug}</loc>`);

    const unwritten = await page.goto(`/${cmsPage.slug}-that-nobody-wrote`);
    expect(unwritten?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });

  test('the tate page shows the toy voice bio and picture', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      bio: string;
      image: { url: string };
    }>(request, 'tate-page?populate[image]=true');
    await page.goto('/tate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    await expect(page.getByText(cmsPage.bio)).toBeVisible();
    await expect(page.locator('.page img')).toHaveAttribute('src', new RegExp(`${cmsPage.image.url}$`));
  });

  test('the faq opens each answer under its question', async ({ page, request }) => {
    const faqs = await cmsList<{ question: string; answer: string }>(request, 'faqs?sort=sortOrder:asc');
    expect(faqs.length).toBeGreaterThan(1);
    await page.goto('/faq');
    const questions = page.locator('summary');
    await expect(questions).toHaveText(faqs.map((faq) => faq.question));
    const answer = page.getByText(faqs[1]!.answer);
    await expect(answer).toBeHidden();
    await questions.nth(1).click();
    await expect(answer).toBeVisible();
  });

  test("the about page shows the story, the founder, the plush toy's facts beside a labelled drawing, and the gallery; the photo feed says when it is the demo's", async ({
    page,
    request,
  }) => {
    const about = await cmsSingle<{
      heading: string;
      story: string;
      founderName: string;
      founderBiography: string;
      gallery: { url: string }[];
    }>(request, 'about-page?populate[gallery]=true');
    await page.goto('/about');
    await expect(page).toHaveTitle('About us | Tate Web');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(page.getByText(about.story.split('\n')[0]!)).toBeVisible();
    await expect(page.getByRole('heading', { name: about.founderName })).toBeVisible();
    await expect(page.getByText(about.founderBiography)).toBeVisible();
    await expectToySpecs(page, await toySpecs(request), { withPicture: true });
    expect(about.gallery).toHaveLength(6);
    await expect(page.getByRole('region', { name: 'Gallery' }).locator('img')).toHaveCount(about.gallery.length);
    // The journeys' web reads the labelled demo feed (tests/app/about-feed.spec.ts is the feed's own journey).
    await expect(page.getByRole('region', { name: 'Photo feed (demo feed)' })).toBeVisible();
  });

  test('the teen page shows its sections and opens the teen shop in a new window', async ({ page, request }) => {
    const teen = await cmsSingle<{ heading: string; sections: Block[]; shopLabel: string; shopUrl: string }>(
      request,
      'teen-page?populate[sections]=true'
    );
    await page.goto('/tate-for-teen');
    const sections = page.getByRole('region', { name: teen.heading });
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(
      teen.sections.map((section) => section.heading!)
    );
    const shop = page.getByRole('link', { name: teen.shopLabel });
    await expect(shop).toHaveAttribute('href', teen.shopUrl);
    await expect(shop).toHaveAttribute('target', '_blank');
  });

  test('the contact page shows a card for each way to reach us from the site settings, the phone written as Canadians write it', async ({
    page,
    request,
  }) => {
    const settings = await cmsSingle<SiteSetting & { appStoreUrl: string; playStoreUrl: string }>(request, 'site-setting?populate[socialLinks]=true');
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact us | Tate Web');
    const card = (name: string) => page.getByRole('region', { name });
    await expect(card('Write to us').getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
    await expect(card('Call us').getByRole('link', { name: '(416) 555-0123' })).toHaveAttribute('href', 'tel:+14165550123');
    await expect(card('Visit us').locator('address')).toContainText(settings.city);
    await expect(card('Visit us').locator('address')).toContainText(settings.country);
    const social = settings.socialLinks[0]!;
    await expect(card('Follow Tate').getByRole('link', { name: social.label })).toHaveAttribute('href', social.url);
    await expect(card('Get the Tate app').getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toHaveAttribute('href', settings.appStoreUrl);
    await expect(card('Get the Tate app').getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', settings.playStoreUrl);

    // Two columns on a laptop: the cards, and a form no wider than 560 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    const form = await contactForm(page).boundingBox();
    const firstCard = await card('Write to us').boundingBox();
    expect(form!.width).toBeLessThanOrEqual(560);
    expect(form!.x).toBeGreaterThan(firstCard!.x + firstCard!.width);
  });

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with' : 'without';
    test.describe(() => {
      test.use({ javaScriptEnabled });

      test(`the contact form rejects a wrong phone number and keeps the values, ${mode} JavaScript`, async ({ page }) => {
        await page.goto('/contact');
        await fillContactForm(page, '12345');
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(page.getByText('Number must be exactly 10 characters')).toBeVisible();
        await expectContactValues(page, { ...contactFields, 'Phone number': '12345' });
      });

      test(`the contact form sends a valid message and comes back empty, ${mode} JavaScript`, async ({ page }) => {
        await page.goto('/contact');
        await fillContactForm(page, contactFields['Phone number']);
        await page.getByRole('button', { name: 'Send' }).click();
        const toast = javaScriptEnabled ? page.getByRole('region', { name: 'Notifications' }) : page.getByRole('status');
        await expect(toast).toContainText('Thank you for contacting us');
        await expectContactValues(page, emptyContactForm);
      });
    });
  }

  test('the welcome details page shows the seeded guide steps and the app links', async ({ page, request }) => {
    const guide = await cmsSingle<{ heading: string; steps: Block[] }>(request, 'welcome-guide?populate[steps]=true');
    const settings = await cmsSingle<{ appStoreUrl: string; playStoreUrl: string }>(request, 'site-setting');
    await page.goto('/welcome-details');
    const steps = page.getByRole('region', { name: guide.heading });
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(guide.steps.map((step) => step.title!));
    await expect(steps.getByText(/30 feet/)).toBeVisible();
    const apps = page.getByRole('region', { name: 'Get the Tate app' });
    await expect(apps.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', settings.appStoreUrl);
    await expect(apps.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', settings.playStoreUrl);
  });

  test('the welcome form checks its fields and shows the CMS answer as a toast', async ({ page }) => {
    await page.goto('/welcome');
    const form = page.getByRole('form', { name: 'Welcome form' });
    await form.getByLabel('Email').fill('omar@');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Name is required!')).toHaveCount(2);
    await expect(form.getByText('Email not valid!')).toBeVisible();
    await form.getByLabel('First name').fill('Omar');
    await form.getByLabel('Last name').fill('Diaz');
    await form.getByLabel('Email').fill('omar-welcome@tate.example');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Welcome to Tate!');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('the welcome form works without JavaScript', async ({ page }) => {
      await page.goto('/welcome');
      const form = page.getByRole('form', { name: 'Welcome form' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Email is required!')).toBeVisible();
      await form.getByLabel('First name').fill('Ines');
      await form.getByLabel('Last name').fill('Roy');
      await form.getByLabel('Email').fill('ines-welcome@tate.example');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status')).toContainText('Welcome to Tate!');
    });
  });

  for (const path of [
    '/howitworks',
    '/termscondtion',
    '/privacy',
    '/tate',
    '/faq',
    '/about',
    '/contact',
    '/welcome',
    '/welcome-details',
    '/tate-for-teen',
  ]) {
    test(`${path} has its own title and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/^(?!Tate Web$).+ \| Tate Web$/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
