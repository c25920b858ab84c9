import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

const popupName = 'Join our family';

function popup(page: Page) {
  return page.getByRole('dialog', { name: popupName });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Opens `path` and waits for its scripts, so a pop-up that would open has done so. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

test.describe('newsletter pop-up', () => {
  test('never on the first page, nor where a family chooses a plan or pays; on the next page about Tate it opens', async ({ page }) => {
    for (const path of ['/about', '/subscribe', '/retail', '/product/details', '/signup', '/subscription-renewal']) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popup(page)).toHaveCount(0);
    }
    await visit(page, '/faq');
    await expect(popup(page)).toBeVisible();
  });

  test('the second page offers it once: Escape does not close it, Close is remembered for 24 hours', async ({ page, context }) => {
    await visit(page, '/home');
    await visit(page, '/about');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Join us in the Tate playground and receive 10% off!')).toBeVisible();
    await expect(dialog.getByText('Monthly content on child development')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveAttribute('placeholder', 'first name');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tate_newsletter')?.expires).toBeGreaterThan(0);
    const closed = (await context.cookies()).find((cookie) => cookie.name === 'tate_newsletter');
    expect(Math.round(((closed?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(24);

    // A new visit (another tab) within the 24 hours: not offered.
    const later = await context.newPage();
    await visit(later, '/home');
    await visit(later, '/faq');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(later)).toHaveCount(0);
  });

  test('with JavaScript: a bad e-mail is refused in place, a good one joins and the pop-up is not offered again', async ({ page, context }) => {
    await visit(page, '/home');
    await visit(page, '/tate');
    const dialog = popup(page);
    await dialog.getByLabel('First name').fill('Mia');
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Email is not valid!')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Mia');

    await dialog.getByLabel('E-mail').fill(`popup-js-${Date.now()}@tate.example`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for subscribing');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/tate$/);

    const later = await context.newPage();
    await visit(later, '/home');
    await visit(later, '/about');
    await expect(popup(later)).toHaveCount(0);
  });

  test('on a laptop, leaving the window at the top offers it on the first page', async ({ page }) => {
    await visit(page, '/howitworks');
    await expect(popup(page)).toHaveCount(0);
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -1 })));
    await expect(popup(page)).toBeVisible();
  });

  test('on a phone it is a sheet along the bottom, Close in view, the page above it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/home');
    await visit(page, '/about');
    const sheet = await box(popup(page));
    const close = await box(popup(page).getByRole('button', { name: 'Close' }));
    expect(Math.round(sheet.y + sheet.height)).toBe(740);
    expect(sheet.y).toBeGreaterThan(740 * 0.25);
    expect(close.y).toBeGreaterThanOrEqual(sheet.y);
    expect(close.y + close.height).toBeLessThanOrEqual(740);
  });

  test('without JavaScript no pop-up interrupts the pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await context.close();
  });

  test("the pop-up's own address, opened in the browser, leads to the home page, not to its data", async ({ page }) => {
    await page.goto('/newsletter-popup');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
