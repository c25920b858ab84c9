import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { axeViolations } from './support/axe';
import { cmsFirst } from './support/cms';

/**
 * Issue 36 item 0: "Free meditations play for everyone", videos included. A visitor (nobody signed in) who taps a
 * free video's card watches it where they are, in the player, from the start; the guarded video page and its
 * login stay for parents, and a paid video still asks to log in.
 */

/** Taps a card (a link or a button, whichever it is) and checks the player opens on this page and the video plays. */
async function expectVideoPlaysHere(page: Page, area: Locator, title: string) {
  const path = new URL(page.url()).pathname;
  await area.getByLabel(`Play ${title}`, { exact: true }).first().click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByText('You need to sign in to access this section')).toHaveCount(0);
  const video = player.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Play Video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  expect(await axeViolations(page)).toEqual([]);
  await player.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a visitor plays a free video from the library, in the player, without signing in', async ({ page }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  const row = page.getByRole('region', { name: 'Breathing Buddies meditations' });
  await expectVideoPlaysHere(page, row, 'Bubble Breaths');
});

test('a visitor plays a free video from /freeaudio', async ({ page }) => {
  await page.goto('/freeaudio', { waitUntil: 'networkidle' });
  await expectVideoPlaysHere(page, page.getByRole('list', { name: 'Free meditations' }), 'Smell the Flower, Blow the Candle');
});

test("a visitor plays the teen page's first card, a free video", async ({ page }) => {
  await page.goto('/tate-for-teen', { waitUntil: 'networkidle' });
  await expectVideoPlaysHere(page, page.getByRole('list', { name: 'Teen Mindset meditations' }), 'Your Amazing Teen Brain');
});

test('a paid video still asks a visitor to log in, and its file is not served to them', async ({ page, request }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  const row = page.getByRole('region', { name: 'Breathing Buddies meditations' });
  const locked = row.getByRole('link', { name: 'Balloon Belly, locked, log in to play', exact: true });
  await expect(locked).toHaveAttribute('href', '/login');
  await locked.click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.getByRole('dialog').count()).toBe(0);
  // The player reads a file from the web's own address: a free one is there for everyone, a paid one is not.
  const free = await cmsFirst<{ documentId: string }>(request, 'meditations?filters[title][$eq]=Bubble Breaths&fields[0]=title');
  const paid = await cmsFirst<{ documentId: string }>(request, 'meditations?filters[title][$eq]=Balloon Belly&fields[0]=title');
  expect((await request.head(`/player/file/${free.documentId}`)).status()).toBe(200);
  expect((await request.get(`/player/media/${paid.documentId}`)).status()).toBe(404);
  expect((await request.head(`/player/file/${paid.documentId}`)).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a free card opens its file, which the browser plays', async ({ page }) => {
    await page.goto('/freeaudio');
    const list = page.getByRole('list', { name: 'Free meditations' });
    await list.getByRole('button', { name: 'Play Smell the Flower, Blow the Candle', exact: true }).click();
    await page.waitForURL(/\/player\/file\//);
    expect(await page.evaluate(() => document.contentType)).toMatch(/^video\//);
  });
});
