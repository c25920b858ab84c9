import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { createActiveParent, logIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { cmsFirst, cmsSingle } from './support/cms';

/**
 * Issue 36 items 3 and 9: the teen page, the welcome guide and the video page play their videos in the branded player
 * (video.js) with a poster that covers its box; without JavaScript each is the browser's own video with its poster and
 * controls.
 */

type Guide = { videoHeading: string };
type SubCategory = { documentId: string; category: { documentId: string } };

async function bubbleBreathsPath(request: APIRequestContext): Promise<string> {
  const subCategory = await cmsFirst<SubCategory>(request, 'sub-categories?filters[slug][$eq]=bubble-breaths&fields[0]=name&populate[category][fields][0]=name');
  return `/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`;
}

/** Where each page shows its video. */
const pages = [
  { path: '/tate-for-teen', area: (page: Page) => page.getByRole('region', { name: 'Tate for teens in action' }) },
  {
    path: '/welcome-details',
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

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  for (const { path, area } of pages) {
    test(`${path} without JavaScript shows the browser's own video with its poster and controls`, async ({ page, request }) => {
      await page.goto(path);
      const video = (await area(page, request)).locator('video');
      await expectVideoWithPoster(video);
      await expect(video).toHaveAttribute('controls', '');
    });
  }

  test("the video page without JavaScript has the browser's own video, with the meditation's poster", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'video-nojs');
    await logIn(page, parent.email, parent.password);
    await page.goto(await bubbleBreathsPath(request));
    const video = page.locator('.video-details video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('aria-label', 'Bubble Breaths');
    await expect(video).toHaveAttribute('poster', /\/uploads\/.+\.(jpe?g|png|webp)$/);
  });
});
