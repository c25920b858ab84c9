import { expect, test, type Page, type Response } from '@playwright/test';

/**
 * Each weight of Nunito comes in two parts (packages/ui/scripts/bundle-fonts.mjs,
 * docs/decisions/2026-11-30-fonts-basic-and-extended.md): the basic one, the product's own characters, which every page
 * preloads, and the extended one, the rest of the Latin letters, which a browser fetches only for a page that shows
 * one. The whole Latin files were 16.3 and 16.2 KB.
 */
async function fontsDownloaded(page: Page, pagePath: string): Promise<Map<string, number>> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') responses.push(response);
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  const fonts = new Map<string, number>();
  for (const response of responses) {
    fonts.set(new URL(response.url()).pathname.replace(/-[\w-]{8}\.woff2$/, '.woff2'), (await response.body()).length);
  }
  return fonts;
}

for (const pagePath of ['/home', '/library']) {
  test(`a first visit to ${pagePath} downloads only the basic part of each weight, under 10 KB each`, async ({ page }) => {
    const fonts = await fontsDownloaded(page, pagePath);
    expect([...fonts.keys()].sort()).toEqual(['/assets/nunito-400-basic.woff2', '/assets/nunito-700-basic.woff2']);
    for (const bytes of fonts.values()) expect(bytes).toBeLessThan(10 * 1024);
  });
}

test('an accented letter still draws in Nunito: the page fetches the extended part of its weight', async ({ page }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  const extended = page.waitForResponse((response) => /\/assets\/nunito-700-extended-[\w-]{8}\.woff2$/.test(response.url()));
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    heading.textContent = 'Zoë’s library';
  });
  expect((await extended).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Nunito', 'Zoë'))).toBe(true);
  const faces = await page.evaluate(async () => (await document.fonts.load('700 16px Nunito', 'ë')).map((face) => face.status));
  expect(faces).toEqual(['loaded']);
});
