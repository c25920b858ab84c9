import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PARENT, logIn, signIn } from './support/accounts';

// Layouts a parent would call broken: pictures stacked in a bulleted column, controls on top of a banner, pop-ups
// hiding the page or their own way out. Checked by where things are on the screen, at a phone's and a laptop's width.

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** How many items share the first item's row. */
async function itemsInFirstRow(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe('page looks', () => {
  // Both pop-ups answered already, except in the tests about them.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(['tate_trial_closed', 'tate_newsletter'].map((name) => ({ name, value: 'ImNsb3NlZCI%3D', url: baseURL })));
  });

  test("about: the founder has a portrait, the toy's picture sits beside its facts, the gallery is a grid", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/about');
    await expect(page.getByRole('img', { name: /founder of Tate/ })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Gallery' }).getByRole('listitem');
    expect(await itemsInFirstRow(gallery)).toBe(3);
    expect(await gallery.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
    const specs = page.getByRole('region', { name: 'Plush Tate at a glance' });
    const figure = await box(specs.getByRole('figure'));
    const facts = await box(specs.locator('dl'));
    expect(facts.x).toBeGreaterThan(figure.x + figure.width);

    await page.setViewportSize(PHONE);
    expect(await itemsInFirstRow(gallery)).toBe(1);
  });

  test("home: the hero's words sit on the art's empty half on a laptop; on a phone they come first and no control covers the art", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/home');
    const hero = page.getByRole('region', { name: 'Mindfulness made cuddly' });
    const slideshow = hero.getByRole('region', { name: 'Highlights' });
    let art = await box(slideshow.getByRole('group', { name: '1 of 5' }).locator('img'));
    const headline = await box(hero.getByRole('heading', { level: 1 }));
    const trial = await box(hero.getByRole('link', { name: 'Start your 14-day free trial' }));
    const message = await box(slideshow.getByRole('group', { name: '1 of 5' }).getByRole('link'));
    for (const words of [headline, trial, message]) {
      expect(words.y).toBeGreaterThanOrEqual(art.y);
      expect(words.y + words.height).toBeLessThanOrEqual(art.y + art.height);
      expect(words.x + words.width).toBeLessThanOrEqual(art.x + art.width / 2);
    }
    let next = await box(slideshow.getByRole('button', { name: 'Next slide' }));
    let pause = await box(slideshow.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(next.x + next.width).toBeLessThanOrEqual(art.x + art.width);
    expect(next.y).toBeGreaterThanOrEqual(art.y);
    expect(pause.y).toBeGreaterThanOrEqual(art.y + art.height);
    expect(pause.x + pause.width).toBeLessThan(LAPTOP.width);

    await page.setViewportSize(PHONE);
    art = await box(slideshow.getByRole('group', { name: '1 of 5' }).locator('img'));
    const words = await box(hero.getByRole('link', { name: 'Start your 14-day free trial' }));
    expect((await box(hero)).height).toBeGreaterThanOrEqual(300);
    expect(words.y + words.height).toBeLessThanOrEqual(art.y);
    next = await box(slideshow.getByRole('button', { name: 'Next slide' }));
    const previous = await box(slideshow.getByRole('button', { name: 'Previous slide' }));
    pause = await box(slideshow.getByRole('button', { name: 'Stop automatic slide show' }));
    for (const control of [next, previous, pause]) {
      expect(control.y).toBeGreaterThanOrEqual(art.y + art.height);
      expect(control.x).toBeGreaterThanOrEqual(0);
      expect(control.x + control.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(pause.x).toBeGreaterThanOrEqual(previous.x + previous.width);
  });

  test('home on a phone: the free trial offer is one slim bar, once the hero\'s trial button has scrolled away', async ({ page, context }) => {
    await context.clearCookies();
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    const region = page.getByRole('region', { name: 'Sign up for your free 14 day trial' });
    await expect(region).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    const offer = await box(region);
    expect(offer.height).toBeLessThanOrEqual(PHONE.height * 0.12);
    expect(offer.y + offer.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('welcome guide: the four steps are picture cards in a row, stacked on a phone; the two store buttons side by side', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/welcome-details');
    const steps = page.getByRole('region', { name: 'Welcome to the Tate family' }).getByRole('listitem');
    expect(await itemsInFirstRow(steps)).toBe(4);
    expect(await steps.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
    await expect(steps.first().getByRole('img')).toBeVisible();
    const stores = page.getByRole('region', { name: 'Get the Tate app' }).getByRole('listitem');
    expect(await itemsInFirstRow(stores)).toBe(2);
    expect(await stores.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');

    await page.setViewportSize(PHONE);
    expect(await itemsInFirstRow(steps)).toBe(1);
  });

  test('terms: the sections are running text, no bullet before a heading, lines short enough to read', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/termscondtion');
    const heading = page.getByRole('heading', { level: 2 }).first();
    expect(await heading.evaluate((element) => element.closest('li'))).toBeNull();
    expect((await box(page.locator('.text-page__sections'))).width).toBeLessThanOrEqual(44 * 16);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("a child's profile on a phone without JavaScript: each row of cards scrolls sideways, the page does not", async ({ page }) => {
      await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
      await page.goto('/favourites');
      const lily = await page.getByRole('option', { name: 'Lily' }).getAttribute('value');
      await page.setViewportSize(PHONE);
      await page.goto(`/child-profile/${lily}`);
      const row = page.getByRole('region', { name: 'Recently played' }).locator('.tate-carousel__track');
      expect(await row.evaluate((track) => track.scrollWidth > track.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    });

    test("the header on a phone without JavaScript: every link in rows under the brand, and the account's links instead of a menu that cannot open", async ({ page }) => {
      await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
      await page.setViewportSize(PHONE);
      await page.goto('/faq');
      const header = page.getByRole('banner');
      const brand = await box(header.getByRole('link', { name: /home$/ }));
      const links = header.getByRole('navigation').getByRole('link');
      const first = await box(links.first());
      expect(first.y).toBeGreaterThanOrEqual(brand.y + brand.height);
      expect(await itemsInFirstRow(links)).toBeGreaterThan(1);
      await expect(header.getByRole('button', { name: new RegExp(DEMO_PARENT.name) })).toBeHidden();
      await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    });
  });

  test('plan cards: the prices and the buttons line up, with or without a discount badge', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/subscribe');
    expect(Math.round((await box(page.getByText('$3.99', { exact: true }))).y)).toBe(Math.round((await box(page.getByText('$39.99', { exact: true }))).y));
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await page.goto('/subscription');
    expect(Math.round((await box(page.getByText('$3.99', { exact: true }))).y)).toBe(Math.round((await box(page.getByText('$39.99', { exact: true }))).y));
    const month = await box(page.getByRole('link', { name: 'Subscribe to 1 Month' }));
    const year = await box(page.getByRole('link', { name: 'Subscribe to 1 Year' }));
    expect(Math.round(month.y)).toBe(Math.round(year.y));
  });

  test("subscribe: the toy's buttons are the plans' size, one button scale", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/subscribe');
    const plan = await box(page.getByRole('link', { name: 'Start with 1 Month' }));
    for (const toy of [page.getByRole('link', { name: /our shop/ }), page.getByRole('link', { name: 'About the toy' })]) {
      expect(Math.round((await box(toy)).height)).toBe(Math.round(plan.height));
    }
  });

  test("teens: the brain facts' cards start level in each row", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/tate-for-teen');
    const facts = page.locator('.text-page__section');
    await expect(facts).toHaveCount(4);
    expect(await itemsInFirstRow(facts)).toBe(2);
    const third = await box(facts.nth(2));
    expect(Math.round((await box(facts.nth(3))).y)).toBe(Math.round(third.y));
  });
});
