import type { Page } from '@playwright/test';
import { EMBED_MESSAGE_SOURCE } from '@tate/contracts';
import { axeViolations } from './support/axe';
import { createPartner, documentId, framing, messages, paidAudio, type Message } from './support/iframe-partner';
import { chooseCaptions } from './support/player';
import { expect, test } from '../support/partner-page';

/**
 * Issue 56 item 3: the iframe player (/embed/<meditation>) on a partner's page on another loopback origin, its
 * postMessage API, its refusal as a frame anywhere else, and oEmbed with its discovery tags
 * (docs/decisions/2026-11-29-iframe-player-and-oembed.md).
 */

// Free demo meditations with their words (apps/cms/seed-assets/transcripts/): audio with a read-along, a video with captions.
const AUDIO = 'Goodnight, Little Stars';
const VIDEO = 'Bubble Breaths';

/**
 * The types in the order they came, each run of one type counted once (timeupdate comes many times a second), without
 * cuechange (the line being said changes whenever the words do, between any two events).
 */
function sequence(received: Message[]): string[] {
  return received
    .map((message) => message.type)
    .filter((type) => type !== 'cuechange')
    .filter((type, index, types) => type !== types[index - 1]);
}

async function command(page: Page, sent: Record<string, unknown>): Promise<void> {
  await page.evaluate((body) => (window as Window & { tateCommand?: (command: Record<string, unknown>) => void }).tateCommand?.(body), sent);
}

test('a partner page frames the audio player on its own origin: it plays with its words, obeys play, pause and seek, and posts its events in order', async ({ page, request, partnerPage, tate }) => {
  const mediaId = await documentId(request, AUDIO);
  const { key } = await createPartner(request, partnerPage.origin);
  const src = `${tate}/embed/${mediaId}?key=${key}`;
  const answer = await request.get(src);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toContain(`frame-ancestors ${partnerPage.origin}`);
  expect(answer.headers()['cache-control']).toBe('private, no-store');

  partnerPage.shows(framing(src, tate));
  await page.goto(partnerPage.origin);
  const frame = page.frameLocator('#tate');
  await expect(frame.getByRole('heading', { level: 1, name: AUDIO })).toBeVisible();
  await expect.poll(async () => (await messages(page)).map((message) => message.type)).toContain('ready');
  expect((await messages(page))[0]).toMatchObject({ source: EMBED_MESSAGE_SOURCE, type: 'ready', kind: 'audio' });

  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await messages(page)).some((message) => message.type === 'timeupdate' && (message.currentTime ?? 0) > 1)).toBe(true);
  await command(page, { type: 'pause' });
  await expect.poll(async () => sequence(await messages(page)).at(-1)).toBe('pause');
  expect(sequence(await messages(page))).toEqual(['ready', 'play', 'timeupdate', 'pause']);
  // The line being said reached the page as the read-along moved.
  expect((await messages(page)).find((message) => message.type === 'cuechange' && message.text)).toBeDefined();

  await command(page, { type: 'seek', seconds: 20 });
  await expect.poll(async () => Number(await frame.getByRole('slider', { name: 'Position' }).inputValue())).toBeGreaterThanOrEqual(19);
  await command(page, { type: 'play' });
  await expect.poll(async () => sequence(await messages(page)).slice(-2)).toEqual(['play', 'timeupdate']);
  // A command that is not Tate's, or not a command, is left alone.
  await page.evaluate(() => document.querySelector('iframe')?.contentWindow?.postMessage({ type: 'pause' }, '*'));
  await frame.getByRole('button', { name: 'Read along' }).click();
  await expect(frame.locator('.tate-read-along__line[aria-current="true"]')).toBeVisible();
  expect(sequence(await messages(page)).at(-1)).not.toBe('pause');
  await command(page, { type: 'pause' });
});

test('a partner page frames a video meditation: it plays with its captions', async ({ page, request, partnerPage, tate }) => {
  const mediaId = await documentId(request, VIDEO);
  const { key } = await createPartner(request, partnerPage.origin);
  partnerPage.shows(framing(`${tate}/embed/${mediaId}?key=${key}`, tate));
  await page.goto(partnerPage.origin);
  await expect.poll(async () => (await messages(page)).find((message) => message.type === 'ready')?.kind).toBe('video');
  const frame = page.frameLocator('#tate');
  const video = frame.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await frame.getByRole('button', { name: 'Play Video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  await chooseCaptions(frame.locator('body'), /English/);
  await expect(frame.locator('.vjs-text-track-cue').first()).not.toBeEmpty();
  await expect.poll(async () => sequence(await messages(page)).slice(0, 3)).toEqual(['ready', 'play', 'timeupdate']);
});

test("a paid meditation licensed to the partner plays in the frame only with the token the partner's server signed", async ({ page, request, partnerPage, tate }) => {
  const paid = await paidAudio(request);
  const { key, token } = await createPartner(request, partnerPage.origin, { licensed: paid });
  partnerPage.shows(framing(`${tate}/embed/${paid.documentId}?key=${key}`, tate));
  await page.goto(partnerPage.origin);
  const frame = page.frameLocator('#tate');
  await expect(frame.getByRole('alert')).toHaveText('This meditation is not available here.');

  partnerPage.shows(framing(`${tate}/embed/${paid.documentId}?key=${key}&token=${token}`, tate));
  await page.goto(partnerPage.origin);
  await expect(frame.getByRole('heading', { level: 1, name: paid.title })).toBeVisible();
  // The frame's Play is a script's: pressed before the frame says it is ready (hydrated), it does nothing.
  await expect.poll(async () => (await messages(page)).map((message) => message.type)).toContain('ready');
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await messages(page)).some((message) => message.type === 'timeupdate' && (message.currentTime ?? 0) > 0.5)).toBe(true);
});

test('the frame is refused on any other origin that sends no Referer, and without a key (those that do hear why: iframe-player-refusals)', async ({ page, request, partnerPage, strangerPage, tate }) => {
  const mediaId = await documentId(request, AUDIO);
  const { key } = await createPartner(request, partnerPage.origin);
  expect((await request.get(`${tate}/embed/${mediaId}`)).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  strangerPage.shows(framing(`${tate}/embed/${mediaId}?key=${key}`, tate, ' referrerpolicy="no-referrer"'));
  await page.goto(strangerPage.origin);
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child?.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#tate').getByRole('heading', { name: AUDIO })).toHaveCount(0);
  expect(await messages(page)).toEqual([]);
});

test("oEmbed answers the frame for a meditation's address, which its page announces; the frame passes axe", async ({ page, request, tate }) => {
  const mediaId = await documentId(request, AUDIO);
  const pageUrl = `${tate}/transcript/${mediaId}`;
  const oembed = `${tate}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;

  const answer = await request.get(oembed);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  const body = (await answer.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Tate', title: AUDIO, width: 480, height: 440 });
  expect(body.html).toContain(`<iframe src="${tate}/embed/${mediaId}"`);
  expect(typeof body.thumbnail_url).toBe('string');
  expect((await request.get(`${tate}/oembed?url=${encodeURIComponent(pageUrl)}&format=xml`)).status()).toBe(501);
  expect((await request.get(`${tate}/oembed?url=${encodeURIComponent(`${tate}/library`)}&format=json`)).status()).toBe(404);
  expect((await request.get(`${tate}/oembed?url=${encodeURIComponent(`${tate}/transcript/no-such-meditation`)}&format=json`)).status()).toBe(404);

  await page.goto(`/transcript/${mediaId}`);
  await expect(page.locator('link[rel="alternate"][type="application/json+oembed"]')).toHaveAttribute('href', oembed);

  const { key } = await createPartner(request, 'https://willow-school.example');
  await page.goto(`/embed/${mediaId}?key=${key}`);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const framed = `${tate}/embed/${mediaId}?key=${key}`;
  await expect(page.locator('link[rel="alternate"][type="application/json+oembed"]')).toHaveAttribute('href', `${tate}/oembed?url=${encodeURIComponent(framed)}&format=json`);
  expect(await axeViolations(page)).toEqual([]);
});
