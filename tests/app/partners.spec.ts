import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PARTNER_REFUSALS } from '@tate/contracts';
import { axeViolations } from './support/axe';

test('a partner developer finds the page from the footer, hears the live demo and copies a pinned, integrity-checked snippet', async ({ page, request }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'For partners' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tate on your website' })).toBeVisible();

  const code = await page.getByLabel("The player's code").innerText();
  const src = /src="([^"]+)"/.exec(code)?.[1] ?? '';
  const integrity = /integrity="([^"]+)"/.exec(code)?.[1] ?? '';
  expect(src).toMatch(/\/embed\/tate-player@\d+\.\d+\.\d+\.js$/);
  expect(code).toContain('crossorigin="anonymous"');
  expect(code).toMatch(/<tate-player partner-key="tpk_your_key" media-id="[^"]+"/);

  const bundle = await request.get(src);
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(bundle.headers()['access-control-allow-origin']).toBe('*');
  expect(bundle.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(integrity).toBe(`sha384-${crypto.createHash('sha384').update(await bundle.body()).digest('base64')}`);
  expect((await request.get(src.replace(/@[\d.]+\.js$/, '@0.0.1.js'))).status()).toBe(404);

  const entry = (section: string, name: string) =>
    page.getByRole('region', { name: section, exact: true }).getByRole('term').filter({ has: page.getByText(name, { exact: true }) });
  for (const name of ['partner-key', 'media-id', 'api-base']) await expect(entry('Attributes', name)).toBeVisible();
  await expect(entry('Events', 'tate-play')).toBeVisible();
  await expect(entry('Theming (CSS custom properties)', '--tate-accent')).toContainText('Default #3b5bdb');
  for (const language of ['Node', 'Python', 'PHP']) await expect(page.getByLabel(`Signing a token in ${language}`)).toContainText('HS256');
  await expect(page.getByLabel('The test vector')).toContainText(/token: {2}eyJ/);
  // What a partner is sent: its key, each licensed meditation's id, and for paid ones a signing secret.
  await expect(page.getByRole('region', { name: 'Get your partner key' })).toContainText(/with the id of each \(the player’s media-id\).*signing secret/s);
  // Where a partner's numbers come from and what they hold, and that an oEmbed frame (no token) is for free meditations.
  const numbers = page.getByRole('region', { name: 'Your numbers' });
  for (const measure of ['plays', 'reached 90 %', 'from Play to the first sound', 'refusals by code']) await expect(numbers).toContainText(measure);
  await expect(page.getByRole('region', { name: 'Or paste a frame' })).toContainText('oEmbed makes frames for free meditations');
  for (const code of ['token-required', 'token-expired', 'token-other-partner', 'key-unknown', 'key-inactive', 'origin-not-allowed', 'not-licensed', 'rate-limited']) await expect(entry('Refusal codes', code)).toBeVisible();
  await expect(entry('Refusal codes', 'rate-limited')).toContainText('Answer HTTP 429');
  await expect(page.getByRole('region', { name: 'Refusal codes' }).getByText(PARTNER_REFUSALS['origin-not-allowed'].message)).toBeVisible();

  const demo = page.locator('tate-player');
  const title = /playing “(.+)”/.exec(await page.getByText(/^This is the real player, playing/).innerText())?.[1] ?? '';
  await expect(demo.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => demo.evaluate((player) => (player as HTMLElement & { currentTime: number }).currentTime)).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  await page.getByRole('button', { name: 'Copy the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Copied|Copying was not allowed/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still gives the snippet and says the demo needs JavaScript', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByLabel("The player's code")).toContainText('<tate-player partner-key="tpk_your_key"');
    await expect(page.getByText('Turn on JavaScript to hear the demo meditation.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy the code' })).toHaveCount(0);
  });
});
