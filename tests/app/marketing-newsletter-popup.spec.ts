import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

// 'Join our family' slides in at the bottom corner once the visitor has read a third of a page about Tate
// (docs/decisions/2026-11-29-newsletter-slide-in.md).

function slideIn(page: Page) {
  return page.getByRole('complementary', { name: 'Join our family' });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Opens `path` and waits for its scripts, so the slide-in's scroll rule is listening. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/**
 * Scrolls as a reader does, to `share` of what the page can scroll or to just above the footer, which opens with its own
 * sign-up (the page read, the footer not yet in sight), and waits for the page's scroll listeners to have heard it (a listener
 * added last runs last).
 */
async function scroll(page: Page, to: { share: number } | 'above the footer') {
  await page.evaluate(
    (where) =>
      new Promise<void>((resolve) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        const footer = document.querySelector('footer');
        const wanted =
          where === 'above the footer'
            ? (footer?.getBoundingClientRect().top ?? 0) + window.scrollY - window.innerHeight - 20
            : scrollable * where.share;
        const target = Math.min(Math.max(Math.round(wanted), 0), scrollable);
        if (Math.abs(window.scrollY - target) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, target);
      }),
    to,
  );
}

async function readTo(page: Page, share: number) {
  await scroll(page, { share });
}

async function readToFooter(page: Page) {
  await scroll(page, 'above the footer');
}

/** The slide-in, once it has finished sliding (its animation's end, or at once with reduced motion). */
async function slidIn(page: Page) {
  const card = slideIn(page);
  await expect(card).toBeVisible();
  await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return card;
}

test.describe('newsletter slide-in', () => {
  test('never before a scroll, nor on How it works or where a family chooses a plan, pays or shops; halfway down a page about Tate it slides in', async ({ page }) => {
    for (const path of ['/howitworks', '/subscribe', '/retail', '/product/details', '/signup', '/subscription-renewal']) {
      await visit(page, path);
      await readTo(page, 0.5);
      expect(await page.evaluate(() => sessionStorage.getItem('tate_newsletter_offered')), path).toBeNull();
      await expect(slideIn(page)).toHaveCount(0);
    }
    await visit(page, '/about');
    await expect(slideIn(page)).toHaveCount(0);
    await readToFooter(page);
    const card = await slidIn(page);
    await expect(card.getByText('Join us in the Tate playground and receive 10% off!')).toBeVisible();
    // It takes no focus and covers no page: the page scrolls and reads on beside it.
    await expect(card.locator(':focus')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('newsletter-slide-in-1280.png') });
  });

  test('not while the footer shows its own sign-up; once a visit; Close is remembered for 24 hours', async ({ page, context }) => {
    await visit(page, '/about');
    await readTo(page, 1);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeInViewport();
    expect(await page.evaluate(() => sessionStorage.getItem('tate_newsletter_offered'))).toBeNull();
    await expect(slideIn(page)).toHaveCount(0);
    await readToFooter(page);
    const card = await slidIn(page);
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tate_newsletter')?.expires).toBeGreaterThan(0);
    const closed = (await context.cookies()).find((cookie) => cookie.name === 'tate_newsletter');
    expect(Math.round(((closed?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(24);

    // The same visit, the page read again: offered once a visit.
    await visit(page, '/about');
    await readToFooter(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(slideIn(page)).toHaveCount(0);

    // A new visit (another tab) within the 24 hours: not offered.
    const later = await context.newPage();
    await visit(later, '/about');
    await readToFooter(later);
    await expect(later.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(slideIn(later)).toHaveCount(0);
  });

  test('a bad e-mail is refused in place, a good one joins and it is not offered again', async ({ page, context }) => {
    await visit(page, '/about');
    await readToFooter(page);
    const card = await slidIn(page);
    await card.getByLabel('E-mail').fill('not-an-email');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText('Email is not valid!')).toBeVisible();

    await card.getByLabel('E-mail').fill(`popup-js-${Date.now()}@tate.example`);
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for subscribing');
    await expect(card).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);

    const later = await context.newPage();
    await visit(later, '/about');
    await readToFooter(later);
    await expect(later.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(slideIn(later)).toHaveCount(0);
  });

  test('on a phone it is a small card along the bottom, Close in view, most of the page above it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/about');
    await readToFooter(page);
    const slid = await slidIn(page);
    const card = await box(slid);
    const close = await box(slid.getByRole('button', { name: 'Close' }));
    expect(card.y + card.height).toBeLessThanOrEqual(740);
    expect(card.height).toBeLessThan(740 * 0.4);
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(375);
    expect(close.y).toBeGreaterThanOrEqual(card.y);
    await page.screenshot({ path: test.info().outputPath('newsletter-slide-in-375.png') });
  });

  test('a reader who scrolled before the page was ready (a slow phone) is offered it once it is, without scrolling again', async ({ page }) => {
    // The slide-in's code is held back, as a slow connection does, while the reader scrolls down the page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/NewsletterPopupHost-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await readToFooter(page);
    await expect(slideIn(page)).toHaveCount(0);
    release();
    await slidIn(page);
  });

  test('without JavaScript nothing slides over the pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await page.mouse.wheel(0, 2_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(slideIn(page)).toHaveCount(0);
    await context.close();
  });

  test("its own address, opened in the browser, leads to the page it belongs to, not to its data", async ({ page }) => {
    await page.goto('/newsletter-popup');
    await expect(page).toHaveURL(/\/about$/);
    await visit(page, '/faq');
    await page.goto('/newsletter-popup', { referer: page.url() });
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
