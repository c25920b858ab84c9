import { expect, test } from '@playwright/test';
import { CMS_URL } from './support/cms';
import { DEMO_PARENT, signIn } from './support/accounts';
import { editorToken, publishSiteSetting, siteSettingDraft } from './support/editor';

test.describe('fast pages', () => {
  test('a change published in the CMS shows on the site at once, long before the cached page would expire', async ({ page, request }) => {
    const token = await editorToken(request, CMS_URL);
    const original = await page.goto('/home');
    expect(original?.ok()).toBe(true);
    // Asked twice, so the page is surely in the web's cache before the change.
    await page.goto('/home');

    const changed = `Bedtime calm with Tate, changed at ${Date.now()}`;
    const draft = await siteSettingDraft(request, CMS_URL, token);
    await publishSiteSetting(request, CMS_URL, token, draft, { metaDescription: changed });
    try {
      // The CMS tells the web (a cache notice), so a visitor sees the change within the expectation's budget, a
      // fraction of the 30 s the web would otherwise keep the page: the test waits for the change, not for a second.
      await expect.poll(async () => (await request.get('/home')).text()).toContain(`content="${changed}"`);
      await page.goto('/home');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', changed);
    } finally {
      await publishSiteSetting(request, CMS_URL, token, draft);
      // The next test reads the site as it was: wait until the web shows the restored settings.
      await expect
        .poll(async () => {
          await page.goto('/home');
          return page.locator('meta[name="description"]').getAttribute('content');
        })
        .toBe(draft.metaDescription);
    }
  });

  test('anonymous visitors get the page rendered once, gzipped and with its own policy; signed-in visitors their own', async ({ page, request }) => {
    const first = await request.get('/library?from=cache-test');
    const second = await request.get('/library?from=cache-test', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(second.headers()['age']).toMatch(/^\d+$/);
    expect(second.headers()['content-encoding']).toBe('gzip');
    expect(second.headers()['etag']).toBe(first.headers()['etag']);
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(await second.text()).toBe(await first.text());

    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    const signedIn = await page.request.get('/library?from=cache-test');
    expect(signedIn.headers()['age']).toBeUndefined();
    expect(await signedIn.text()).toContain(DEMO_PARENT.name);
  });

  test('anonymous pages are cacheable with an ETag; signed-in pages are private', async ({ page, request }) => {
    const anonymous = await request.get('/library');
    expect(anonymous.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(anonymous.headers()['vary']).toMatch(/Cookie/);
    const etag = anonymous.headers()['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await request.get('/library', { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status()).toBe(304);

    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    const signedIn = await page.request.get('/library');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    expect(signedIn.headers()['etag']).toBeUndefined();
    expect(signedIn.headers()['vary']).toMatch(/Cookie/);
  });

  test('the first banner is preloaded at high priority in WebP sizes; the others load lazily', async ({ page }) => {
    await page.goto('/home');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(preload).toHaveAttribute('imagesrcset', /\.webp \d+w/);
    const images = page.getByRole('region', { name: 'Highlights' }).locator('picture img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('width', /\d+/);
    await expect(images.first()).toHaveAttribute('height', /\d+/);
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('region', { name: 'Highlights' }).locator('picture source[type="image/webp"]').first()).toHaveAttribute(
      'srcset',
      /\.webp \d+w/,
    );
    // The browser picked the WebP copy of the first banner.
    expect(await images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  });

  test('robots.txt, sitemap.xml, canonical link and social cards from the site settings', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toMatch(/Sitemap: .+\/sitemap\.xml/);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/library</loc>');
    expect(sitemap).toContain('/howitworks</loc>');
    const categories = (await (await request.get(`${CMS_URL}/api/categories`)).json()) as { data: { slug: string }[] };
    expect(sitemap).toContain(`/library#${categories.data[0]!.slug}</loc>`);

    const settings = (await (await request.get(`${CMS_URL}/api/site-setting`)).json()) as {
      data: { siteTitle: string; metaDescription: string };
    };
    await page.goto('/faq');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', settings.data.siteTitle);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', settings.data.metaDescription);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });
});
