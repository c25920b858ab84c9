import { expect, test } from '@playwright/test';
import { DEMO_PARENT, signIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('routes and page layout', () => {
  test('an unknown path is a friendly not-found page that offers the way on, with and without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/no\/such\/page$/);
      await expect(page).toHaveTitle('Not found | Tate Web');
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      // axe runs in the page's own scripts: with them on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Meditations library' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await context.close();
    }
  });

  test('login shows the header but no footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('thank-you shows neither header nor footer', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();
    // Tate, and the three next steps.
    await expect(page.getByRole('img', { name: 'Tate the puppy, smiling' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Next steps' });
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(['Add your child', 'Connect Tate', 'Play the first meditation']);
    await expect(steps.getByRole('link', { name: 'Add your child' })).toHaveAttribute('href', '/login?redirectTo=%2Faccount%2Fcreate-child');
    await expect(steps.getByRole('link', { name: 'How to connect Tate' })).toHaveAttribute('href', '/welcome-details#bluetooth');
    await expect(steps.getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/library');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the footer carries contact details and hides the newsletter on welcome', async ({ page }) => {
    await page.goto('/library');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@tate.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tate.example',
    );
    await expect(footer.getByRole('link', { name: '(416) 555-0123' })).toHaveAttribute('href', 'tel:+14165550123');
    await expect(footer.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Join our family' })).toBeVisible();

    await page.goto('/welcome');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join our family' })).toHaveCount(0);
  });

  test('the header navigates to the library and the About pages', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Meditations library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await nav.getByRole('button', { name: 'About' }).click();
    await nav.getByRole('link', { name: 'Tate For Teens' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tate For Teens' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Shop/ })).toHaveAttribute('target', '_blank');
  });

  test('a member page sends a visitor to login with a message', async ({ page }) => {
    await page.goto('/favourites');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffavourites$/);
    await expect(page.getByText('You need to sign in to access this section')).toBeVisible();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('the newsletter form answers without JavaScript', async ({ page }) => {
      await page.goto('/library');
      await page.getByLabel('E-mail').fill('newsletter-e2e@tate.example');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
    });
  });

  test('the newsletter form shows the answer as a toast', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('First name (optional)').fill('Ana');
    await footer.getByLabel('E-mail').fill('newsletter-toast@tate.example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for subscribing');
    await expect(page).toHaveURL(/\/home$/);
  });

  // One journey a width: each signs in and runs axe over the whole library, seconds of a busy machine's CPU.
  for (const [device, width] of [['a phone', 375], ['a laptop', 1280]] as const) {
    test.describe(`on ${device}`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('a toast never covers the header: it shows below it', async ({ page }) => {
        await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
        await page.goto('/library');
        const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Welcome to Tate, Demo Parent!');
        await expect(toast).toBeVisible();
        const header = await page.getByRole('banner').boundingBox();
        const region = await page.getByRole('region', { name: 'Notifications' }).locator('.tate-toast').first().boundingBox();
        const headerBottom = (header?.y ?? Infinity) + (header?.height ?? 0);
        expect(region?.y ?? -Infinity, `the toast's top at ${width} px`).toBeGreaterThanOrEqual(headerBottom);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
