import { expect, test } from '../support/swept-clock';
import { cmsList, cmsSingle } from './support/cms';
import { DEMO_PARENT, signIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('home page', () => {
  test('opens on a hero with the promise and the free trial, each banner printing its message and link, and the testimonials', async ({ page, request }) => {
    type SeededBanner = { title: string; linkLabel: string | null; link: string | null; image: { alternativeText: string | null } };
    const banners = await cmsList<SeededBanner>(request, 'banners?sort=sortOrder:asc&populate=image');
    const home = await cmsSingle<{ heading: string; intro: string; trialCallToAction: string }>(request, 'home-page');
    const testimonials = await cmsList<{ name: string; title: string }>(request, 'testimonials?sort=createdAt:asc');

    await page.goto('/');

    await expect(page).toHaveTitle('Tate Web');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cuddly breathing buddy/);

    const hero = page.getByRole('region', { name: home.heading });
    await expect(hero.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
    await expect(hero.getByText(home.intro)).toBeVisible();
    await expect(hero.getByRole('link', { name: home.trialCallToAction })).toHaveAttribute('href', '/signup');
    await expect(hero.getByRole('link', { name: 'How Tate works' })).toHaveAttribute('href', '/howitworks');

    const slideshow = hero.getByRole('region', { name: 'Highlights' });
    const images = slideshow.locator('img');
    await expect(images).toHaveCount(5);
    // The message is printed on the slide, so the picture's text describes the art.
    expect(await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')))).toEqual(banners.map((banner) => banner.image.alternativeText));
    const first = slideshow.getByRole('group', { name: '1 of 5' });
    await expect(first.getByText(banners[0]!.title)).toBeVisible();
    await expect(first.getByRole('link', { name: banners[0]!.linkLabel! })).toHaveAttribute('href', banners[0]!.link!);
    await slideshow.getByRole('button', { name: 'Show slide 4', exact: true }).click();
    const shop = slideshow.getByRole('group', { name: '4 of 5' });
    await expect(shop.getByText(banners[3]!.title)).toBeVisible();
    await expect(shop.getByRole('link', { name: `${banners[3]!.linkLabel!} (opens in a new tab)` })).toHaveAttribute('target', '_blank');

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
    // The page's timers are Playwright's: the slideshow's 3 s (BANNER_INTERVAL_MS, apps/web/app/home/BannerSlideshow.tsx)
    // go by when the test says, however slow the machine.
    await page.clock.install();
    await page.goto('/home');
    const current = page.getByRole('region', { name: 'Highlights' }).locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show slide 1');
    await page.clock.runFor(3_000);
    await expect(current).toHaveAccessibleName('Show slide 2');
  });

  test('reveals more reasons; a signed-in parent is offered the library, not the trial', async ({ page }) => {
    await page.goto('/home');
    const reasons = page.getByRole('region', { name: 'Why Tate works' });
    const hiddenReasons = reasons.locator('details li');
    await expect(hiddenReasons.first()).toBeHidden();
    await reasons.getByText('Show more').click();
    await expect(hiddenReasons.first()).toBeVisible();
    await expect(reasons.getByText('Show less')).toBeVisible();

    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await page.goto('/home');
    const hero = page.getByRole('region', { name: 'Mindfulness made cuddly' });
    await expect(hero.getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/library');
    await expect(hero.getByRole('link', { name: /free trial/ })).toHaveCount(0);
  });

  test('offers the free trial until the visitor closes it, for a day', async ({ page, context }) => {
    await page.goto('/home');
    const offer = page.getByRole('region', { name: 'Sign up for your free 14 day trial' });
    // Not while the hero's own trial button is on the screen: once it has scrolled away.
    await expect(page.getByRole('link', { name: /free trial/ })).toBeInViewport();
    await expect(offer).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(offer).toBeVisible();
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
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
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
