import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { cmsList, cmsSingle } from './support/cms';
import { expectToySpecs, toySpecs } from './support/toy-specs';

type Picture = { url: string; alternativeText: string };
type SiteSetting = { shopUrl: string };
type Plan = { name: string; price: number };

test.describe('shop and toy pages', () => {
  test('home: the tag picture links to /subscribe and the toy picture to /product/details', async ({ page, request }) => {
    const home = await cmsSingle<{ tagImage: Picture; productImage: Picture }>(
      request,
      'home-page?populate[tagImage]=true&populate[productImage]=true',
    );
    await page.goto('/home');
    const tagLink = page.getByRole('link', { name: home.tagImage.alternativeText });
    await expect(tagLink).toHaveAttribute('href', '/subscribe');
    await expect(tagLink.getByRole('img')).toHaveJSProperty('complete', true);
    await page.getByRole('link', { name: home.productImage.alternativeText }).click();
    await expect(page).toHaveURL(/\/product\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet plush Tate, the breathing buddy');
  });

  test('the toy page shows its pictures, what it does, charging and range from the FAQ, and the shop link', async ({ page, request }) => {
    const toy = await cmsSingle<{ heading: string; pictures: Picture[]; features: { title: string }[]; facts: { question: string; answer: string }[] }>(
      request,
      'toy-page?populate[pictures]=true&populate[features]=true&populate[facts]=true',
    );
    const settings = await cmsSingle<SiteSetting>(request, 'site-setting');
    const faqs = await cmsList<{ question: string; answer: string }>(request, 'faqs');
    expect(toy.facts.map((fact) => fact.question)).toEqual(
      expect.arrayContaining(['How long does the battery last?', 'How far can the toy be from the device?']),
    );

    await page.goto('/product/details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toy.heading);
    for (const picture of toy.pictures) {
      const image = page.getByRole('img', { name: picture.alternativeText });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(toy.features.map((feature) => feature.title));
    for (const question of ['How long does the battery last?', 'How far can the toy be from the device?']) {
      const answer = faqs.find((faq) => faq.question === question)!.answer;
      await expect(page.getByText(question)).toBeVisible();
      await expect(page.getByText(answer)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Buy Tate in our shop/ })).toHaveAttribute('href', settings.shopUrl);
    const specs = await toySpecs(request);
    await expectToySpecs(page, specs, { withPicture: false });
    // The seeded pictures are drawings, and the page says so under the first one.
    await expect(page.getByRole('figure').filter({ has: page.getByRole('img', { name: toy.pictures[0]!.alternativeText }) })).toContainText(specs.pictureCaption);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/subscribe shows the CMS plans on level cards with their trial and discount, the toy and the shop link', async ({ page, request }) => {
    const plans = await cmsList<Plan>(request, 'subscription-plans');
    const settings = await cmsSingle<SiteSetting>(request, 'site-setting');
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Tate');
    const planList = page.getByRole('region', { name: 'Choose your plan' });
    const priceTops: number[] = [];
    for (const plan of plans) {
      await expect(planList.getByRole('heading', { name: plan.name })).toBeVisible();
      const price = planList.getByText(`$${Number(plan.price).toFixed(2)}`, { exact: true });
      priceTops.push((await price.boundingBox())?.y ?? -1);
    }
    expect(new Set(priceTops).size).toBe(1);
    // The year says what it saves, from the two prices: $39.99 against 12 × $3.99 is 16 % (rounded down).
    await expect(planList.getByText('Save 16%', { exact: true })).toBeVisible();
    await expect(planList.getByText('14-day free trial')).toHaveCount(plans.length);
    await expect(planList.getByRole('link', { name: 'Start with 1 Month' })).toHaveAttribute('href', '/signup?plan=month');
    await expect(page.getByRole('heading', { name: 'Add the breathing buddy' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get Tate in our shop/ })).toHaveAttribute('href', settings.shopUrl);
    await page.getByRole('link', { name: 'About the toy' }).click();
    await expect(page).toHaveURL(/\/product\/details$/);
    await page.goBack();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/retail shows the toy, what is in the box, the toy's size, fabric and speaker, the shop link and the plans", async ({ page, request }) => {
    const retail = await cmsSingle<{ heading: string; toyImage: Picture; inTheBox: { title: string }[] }>(
      request,
      'retail-page?populate[toyImage]=true&populate[inTheBox]=true',
    );
    const settings = await cmsSingle<SiteSetting>(request, 'site-setting');
    await page.goto('/retail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(retail.heading);
    await expect(page.getByRole('img', { name: retail.toyImage.alternativeText })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In the box' }).getByRole('heading', { level: 3 })).toHaveText(
      retail.inTheBox.map((item) => item.title),
    );
    await expectToySpecs(page, await toySpecs(request), { withPicture: true });
    await expect(page.getByRole('link', { name: /Shop Tate now/ })).toHaveAttribute('href', settings.shopUrl);
    await expect(page.getByRole('region', { name: 'No toy yet? Subscribe online' }).getByRole('listitem')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('about shows the how-it-works picture block linking to /howitworks', async ({ page, request }) => {
    const about = await cmsSingle<{ howItWorksHeading: string; howItWorksImage: Picture }>(
      request,
      'about-page?populate[howItWorksImage]=true',
    );
    await page.goto('/about');
    const block = page.getByRole('region', { name: about.howItWorksHeading });
    await expect(block.getByRole('img', { name: about.howItWorksImage.alternativeText })).toBeVisible();
    await expect(block.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/howitworks');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('welcome-details shows the how-to video and its own social links', async ({ page, request }) => {
    const guide = await cmsSingle<{ videoHeading: string; socialHeading: string; socialLinks: { label: string; url: string }[] }>(
      request,
      'welcome-guide?populate[socialLinks]=true',
    );
    await page.goto('/welcome-details');
    const video = page.getByRole('region', { name: guide.videoHeading }).locator('video');
    await expect(video).toHaveAttribute('src', /\/uploads\/.+\.mp4$/);
    const social = page.getByRole('region', { name: guide.socialHeading });
    for (const link of guide.socialLinks) {
      await expect(social.getByRole('link', { name: link.label })).toHaveAttribute('href', link.url);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
