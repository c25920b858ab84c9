import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { CMS_URL } from './support/cms';
import { createPartner, documentId } from './support/iframe-partner';
import { expect, test } from '../support/partner-page';

/**
 * Issue 56 item 3, the script embed's part: <tate-player> plays a video meditation with captions from its words on a
 * partner's page on another loopback origin, at its new address (0.2.0), while the address partners pinned (0.1.0)
 * keeps its bytes (docs/decisions/2026-11-29-script-embed-video.md).
 */

const SDK_VERSION = (JSON.parse(readFileSync(new URL('../../packages/player-sdk/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const PINNED_0_1_0 = (JSON.parse(readFileSync(new URL('../../apps/web/embed-releases/releases.json', import.meta.url), 'utf8')) as Record<string, string>)['0.1.0'];
// A free demo video with its words (apps/cms/seed-assets/transcripts/).
const VIDEO = 'Bubble Breaths';
const AUDIO = 'Goodnight, Little Stars';

type Script = { src: string; integrity: string };

/** The embed's address with the integrity its bytes have, as the docs page pins it. */
async function pinned(request: APIRequestContext, src: string): Promise<Script> {
  const answer = await request.get(src);
  expect(answer.status()).toBe(200);
  return { src, integrity: `sha384-${crypto.createHash('sha384').update(await answer.body()).digest('base64')}` };
}

/** A partner's page (Willow School) with Tate's script element, keeping the element's events in `window.tateEvents`. */
function embedding(script: Script, key: string, mediaId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Willow School: moving breaths</title></head>
<body><main><h1>Moving breaths at Willow School</h1>
<tate-player partner-key="${key}" media-id="${mediaId}" api-base="${CMS_URL}/api"></tate-player></main>
<script>
window.tateEvents = [];
for (const type of ['tate-play', 'tate-pause', 'tate-timeupdate', 'tate-ended', 'tate-cuechange', 'tate-error']) {
  document.addEventListener(type, (event) => window.tateEvents.push({ type, detail: event.detail }));
}
</script>
<script type="module" src="${script.src}" integrity="${script.integrity}" crossorigin="anonymous"></script></body></html>`;
}

type Fired = { type: string; detail: { currentTime?: number; text?: string | null; code?: string } };

function fired(page: Page): Promise<Fired[]> {
  return page.evaluate(() => (window as Window & { tateEvents?: Fired[] }).tateEvents ?? []);
}

/** The captions the browser shows on the video now (its showing captions track's active cues). */
function shownCaptions(page: Page): Promise<string[]> {
  return page.locator('tate-player video').evaluate((video: HTMLVideoElement) =>
    Array.from(video.textTracks)
      .filter((track) => track.kind === 'captions' && track.mode === 'showing')
      .flatMap((track) => Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text)),
  );
}

test('a partner page plays a video meditation in the script embed with captions of its words, from its own controls', async ({ page, request, partnerPage, tate }) => {
  const mediaId = await documentId(request, VIDEO);
  const { key } = await createPartner(request, partnerPage.origin);
  partnerPage.shows(embedding(await pinned(request, `${tate}/embed/tate-player@${SDK_VERSION}.js`), key, mediaId));
  await page.goto(partnerPage.origin);

  const video = page.locator('tate-player video');
  await expect(page.getByText(VIDEO, { exact: true })).toBeVisible();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('aria-label', VIDEO);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  const captions = page.getByRole('button', { name: 'Captions' });
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page)).toEqual([]);

  // Played from the keyboard, as any visitor may.
  await page.getByRole('button', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  await expect.poll(() => shownCaptions(page)).toEqual([expect.stringMatching(/\w/)]);
  const [line] = await shownCaptions(page);
  // The caption shown is a line of the meditation's words, the one the element says is being said.
  await expect.poll(async () => (await fired(page)).filter((event) => event.type === 'tate-cuechange').map((event) => event.detail.text)).toContain(line);

  await captions.press('Enter');
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => shownCaptions(page)).toEqual([]);
  await captions.press('Enter');
  await expect.poll(() => shownCaptions(page)).not.toEqual([]);

  await page.getByRole('button', { name: 'Pause', exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // The events in order, each run of one type once (timeupdate comes many times a second), the lines aside.
  const types = (await fired(page)).map((event) => event.type).filter((type) => type !== 'tate-cuechange');
  expect(types.filter((type, index) => type !== types[index - 1])).toEqual(['tate-play', 'tate-timeupdate', 'tate-pause']);
});

test('the address partners pinned (0.1.0) keeps its bytes: a page with its integrity still plays', async ({ page, request, partnerPage, tate }) => {
  const old = await pinned(request, `${tate}/embed/tate-player@0.1.0.js`);
  expect(old.integrity).toBe(PINNED_0_1_0);
  const now = await pinned(request, `${tate}/embed/tate-player@${SDK_VERSION}.js`);
  expect(now.integrity).not.toBe(old.integrity);
  expect((await request.get(`${tate}/embed/tate-player@0.1.1.js`)).status()).toBe(404);

  const mediaId = await documentId(request, AUDIO);
  const { key } = await createPartner(request, partnerPage.origin);
  partnerPage.shows(embedding(old, key, mediaId));
  await page.goto(partnerPage.origin);
  await expect(page.getByText(AUDIO, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => page.locator('tate-player').evaluate((player) => (player as HTMLElement & { currentTime: number }).currentTime)).toBeGreaterThan(0.5);
});
