import { expect, test } from '../support/swept-clock';
import { cmsList } from './support/cms';
import { axeViolations } from './support/axe';

test.describe('home page', () => {
  test('shows the seeded banners, testimonials and the title from the site settings', async ({ page, request }) => {
    const banners = await cmsList<{ title: string }>(request, 'banners?sort=sortOrder:asc');
    const testimonials = await cmsList<{ name: string; title: string }>(request, 'testimonials?sort=createdAt:asc');

    await page.goto('/');

    await expect(page).toHaveTitle('Tate Web');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cuddly breathing buddy/);

    const slideshow = page.getByRole('region', { name: 'Highlights' });
    const images = slideshow.locator('img');
    await expect(images).toHaveCount(5);
    expect(await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')))).toEqual(
      banners.map((banner) => banner.title),
    );
    await expect(slideshow.getByRole('button', { name: 'Show slide 5', exact: true })).toBeVisible();
    await expect(slideshow.getByRole('link', { name: /Subscribe in our shop/ })).toHaveAttribute('target', '_blank');

    const carousel = page.getByRole('region', { name: 'Testimonials' });
    expect(testimonials.length).toBeGreaterThan(1);
    await expect(carousel.getByText(testimonials[0]!.name)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByText(testimonials[1]!.name)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByText(testimonials.at(-1)!.name)).toBeVisible();
  });

  test('advances the banner slideshow on its own', async ({ page }) => {
    await page.goto('/home');
    const current = page.getByRole('region', { name: 'Highlights' }).locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show slide 1');
    await expect(current).toHaveAccessibleName('Show slide 2', { timeout: 5_000 });
  });

  test('links Learn More to how it works and reveals more reasons', async ({ page }) => {
    await page.goto('/home');
    const reasons = page.getByRole('region', { name: 'Why Tate works' });
    const hiddenReasons = reasons.locator('details li');
    await expect(hiddenReasons.first()).toBeHidden();
    await reasons.getByText('Show more').click();
    await expect(hiddenReasons.first()).toBeVisible();
    await expect(reasons.getByText('Show less')).toBeVisible();
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/howitworks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  });

  test('offers the free trial until the visitor closes it, for a day', async ({ page, context }) => {
    await page.goto('/home');
    const offer = page.getByRole('region', { name: 'Sign up for your free 14 day trial' });
    await expect(offer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    const closing = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/trial-popup') && response.request().method() === 'POST');
    await offer.getByRole('button', { name: 'Close the free trial offer' }).click();
    // "For a day" is the server's answer (Max-Age counts from when the browser stores it, on the browser's own clock).
    expect(await (await closing).headerValue('set-cookie')).toMatch(/^tate_trial_closed=[^;]+;.*Max-Age=86400(;|$)/);
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(offer).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'tate_trial_closed' && cookie.expires > 0)).toBe(true);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('closes the free trial offer without JavaScript', async ({ page }) => {
      await page.goto('/home');
      const offer = page.getByRole('region', { name: 'Sign up for your free 14 day trial' });
      await offer.getByRole('button', { name: 'Close the free trial offer' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(offer).toHaveCount(0);
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
