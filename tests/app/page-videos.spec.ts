import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { createActiveParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { bubbleBreathsPath, cmsSingle } from './support/cms';
import { chooseCaptions } from './support/player';

/**
 * Issue 36 items 3 and 9: the teen page, the welcome guide and the video page play their videos in the branded player
 * (video.js) with a poster that covers its box; without JavaScript each is the browser's own video with its poster and
 * controls. Issue 41 (WCAG 1.2.2): the teen page's and the welcome guide's videos have captions, from the page's origin.
 */

type Guide = { videoHeading: string };
/** Where each page shows its video, and its captions track. */
const pages = [
  { path: '/tate-for-teen', captions: '/page-captions/teen-page', area: (page: Page) => page.getByRole('region', { name: 'Tate for teens in action' }) },
  {
    path: '/welcome-details',
    captions: '/page-captions/welcome-guide',
    area: async (page: Page, request: APIRequestContext) => page.getByRole('region', { name: (await cmsSingle<Guide>(request, 'welcome-guide')).videoHeading }),
  },
];

/** The page's one video: an MP4 from the CMS's uploads, with a poster picture. */
async function expectVideoWithPoster(video: Locator) {
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', /\/uploads\/.+\.mp4$/);
  await expect(video).toHaveAttribute('poster', /\/uploads\/.+\.(jpe?g|png|webp)$/);
}

for (const { path, area } of pages) {
  test(`${path} plays its video in the branded player, with a poster that fills the frame`, async ({ page, request }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const region = await area(page, request);
    const video = region.locator('video');
    await expectVideoWithPoster(video);
    // video.js took the page's video over: its own big Play button, and no browser controls.
    const play = region.getByRole('button', { name: 'Play Video' });
    await expect(play).toBeVisible();
    await expect(video).not.toHaveAttribute('controls', /.*/);
    const poster = region.locator('.vjs-poster img');
    await expect(poster).toHaveCSS('object-fit', 'cover');
    const [frame, picture, button] = await Promise.all([region.locator('.video-js').boundingBox(), poster.boundingBox(), play.boundingBox()]);
    if (!frame || !picture || !button) throw new Error('the frame, its poster and its Play are on the page');
    expect(picture.width).toBeCloseTo(frame.width, 0);
    expect(picture.height).toBeCloseTo(frame.height, 0);
    // The Play says so, and sits at the bottom left, off the middle of the poster where Tate's face is.
    expect(await play.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"Play"');
    expect(button.x + button.width).toBeLessThan(frame.x + frame.width / 2);
    expect(button.y).toBeGreaterThan(frame.y + frame.height / 2);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const { path, captions, area } of pages) {
  test(`${path}'s video has captions: its words as WebVTT, shown after Captions, English`, async ({ page, request }) => {
    const file = await request.get(captions);
    expect(file.headers()['content-type']).toContain('text/vtt');
    const words = await file.text();
    expect(words).toMatch(/^WEBVTT/);

    await page.goto(path, { waitUntil: 'networkidle' });
    const region = await area(page, request);
    const video = region.locator('video');
    // video.js reads the rendered <track> (proved without JavaScript below) and shows its cues itself.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await region.getByRole('button', { name: 'Play Video' }).click();
    const shown = region.locator('.vjs-text-track-cue');
    await expect(shown).toHaveCount(0);

    await chooseCaptions(region, /English/);
    // The caption on screen is one of the file's lines.
    await expect
      .poll(async () => {
        const text = (await shown.count()) > 0 ? (await shown.first().innerText()).trim() : '';
        return text !== '' && words.includes(text);
      })
      .toBe(true);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(shown.first()).toBeVisible();
      await region.screenshot({ path: test.info().outputPath(`captions-${width}.png`) });
    }
  });
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  for (const { path, captions, area } of pages) {
    test(`${path} without JavaScript shows the browser's own video with its poster, controls and captions track`, async ({ page, request }) => {
      await page.goto(path);
      const video = (await area(page, request)).locator('video');
      await expectVideoWithPoster(video);
      await expect(video).toHaveAttribute('controls', '');
      await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', captions);
      await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    });
  }

  test("the video page without JavaScript has the browser's own video, with the meditation's poster", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'video-nojs');
    await signIn(page, parent.email, parent.password);
    await page.goto(await bubbleBreathsPath(request));
    const video = page.locator('.video-details video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('aria-label', 'Bubble Breaths');
    await expect(video).toHaveAttribute('poster', /\/uploads\/.+\.(jpe?g|png|webp)$/);
  });
});
