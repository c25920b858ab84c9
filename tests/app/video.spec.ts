import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { addChild, cmsToken, createActiveParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, subCategoryBySlug, videoPath } from './support/cms';

const SAVED_SECONDS = 2;

async function savedDuration(request: APIRequestContext, token: string, childId: string, subCategoryId: string): Promise<number> {
  const response = await request.post(`${CMS_URL}/api/fetch-video-duration`, {
    headers: { authtoken: token },
    data: { child_id: childId, sub_cat_id: subCategoryId },
  });
  const body = (await response.json()) as { response_data: { duration: number }[] };
  return body.response_data[0]?.duration ?? 0;
}

const bubbleBreaths = (request: APIRequestContext) => subCategoryBySlug(request, 'bubble-breaths');

/** A new family with one child, `child`, signed in on the Bubble Breaths video page. */
async function onVideoPageWith(page: Page, request: APIRequestContext, label: string, child: string): Promise<void> {
  const parent = await createActiveParent(request, label);
  await addChild(request, parent, child);
  await signIn(page, parent.email, parent.password);
  await page.goto(videoPath(await bubbleBreaths(request)), { waitUntil: 'networkidle' });
}

/** Notes where the page's video lands after each seek (the restore of a chosen child's place is a seek). */
async function recordSeeks(page: Page): Promise<void> {
  await page.locator('.video-details video').evaluate((element: HTMLVideoElement) => {
    element.dataset.seeks = '';
    // Read when a seek starts, where the position is the seek's target: by 'seeked' a playing video has moved on.
    element.addEventListener('seeking', () => {
      element.dataset.seeks = `${element.dataset.seeks ?? ''} ${element.currentTime}`.trim();
    });
  });
}

async function seeks(page: Page): Promise<number[]> {
  const text = await page.locator('.video-details video').evaluate((element: HTMLVideoElement) => element.dataset.seeks ?? '');
  return text ? text.split(' ').map(Number) : [];
}

const playback = (page: Page) =>
  page.locator('.video-details video').evaluate((element: HTMLVideoElement) => ({ time: element.currentTime, playing: !element.paused }));

/** Opens the child list with the button `label` and chooses `child`: the video then plays, for that child. */
async function watchAs(page: Page, label: string, child: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('menu', { name: label }).getByRole('menuitem', { name: child }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByText(`Playing for ${child}`, { exact: true })).toBeVisible();
}

test('a teen video card and the teen picture lead somewhere real, and both pages pass axe', async ({ page, request }) => {
  const teenVideos = await subCategoryBySlug(request, 'teen-brain-basics');
  const parent = await createActiveParent(request, 'video-teen');
  await addChild(request, parent, 'Tia');
  await signIn(page, parent.email, parent.password);

  await page.goto('/tate-for-teen', { waitUntil: 'networkidle' });
  const picture = page.getByRole('region', { name: 'Tate for teens in action' }).getByRole('link').first();
  await expect(picture).toHaveAttribute('href', '#teen-mindset');
  await picture.click();
  await expect(page).toHaveURL(/\/tate-for-teen#teen-mindset$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Teen Mindset' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);

  const teenList = page.getByRole('list', { name: 'Teen Mindset meditations' });
  await teenList.getByRole('link', { name: 'Play Your Amazing Teen Brain' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoPath(teenVideos)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Teen Brain Basics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Amazing Teen Brain' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const javaScript of [true, false]) {
  test(`a video card in the library leads to its video page, not the audio player${javaScript ? '' : ' (without JavaScript)'}`, async ({
    browser,
    request,
  }) => {
    const bubbleVideos = await bubbleBreaths(request);
    const parent = await createActiveParent(request, `video-card-${javaScript ? 'js' : 'nojs'}`);
    await addChild(request, parent, 'Bo');
    const page = await (await browser.newContext({ javaScriptEnabled: javaScript })).newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/library$/);

    // Without JavaScript a category below the first screen is reached through its own page.
    if (!javaScript) await page.getByRole('link', { name: /^Show the \d+ meditations of Breathing Buddies$/ }).click();
    const card = page.getByRole('region', { name: 'Breathing Buddies meditations' }).getByRole('link', { name: 'Play Bubble Breaths' });
    await expect(card).toHaveAttribute('href', videoPath(bubbleVideos));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${videoPath(bubbleVideos)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bubble Breaths' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

/**
 * A family with two children, Vic (who watched Bubble Breaths to SAVED_SECONDS) and Ada (who has not); the parent is
 * signed in on `page`, on that video's page, its video ready to play.
 */
async function onVideoPageWithVicsPlace(page: Page, request: APIRequestContext, label: string) {
  const subCategory = await bubbleBreaths(request);
  const parent = await createActiveParent(request, label);
  const vicId = await addChild(request, parent, 'Vic');
  const adaId = await addChild(request, parent, 'Ada');
  const token = await cmsToken(request, parent);
  const saved = await request.post(`${CMS_URL}/api/user-video-status`, {
    headers: { authtoken: token },
    data: { child_id: vicId, sub_cat_id: subCategory.documentId, category_id: subCategory.category.documentId, duration: SAVED_SECONDS },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, parent.email, parent.password);
  await page.goto(videoPath(subCategory), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bubble Breaths' })).toBeVisible();
  const video = page.locator('.video-details video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  return { subCategory, token, vicId, adaId, video };
}

// Two journeys from the same page (one Play and who is watching; then resuming and saving per child), so that
// neither is long on a busy machine.
test('the video page has one Play, off the picture’s centre, and starting it, or the picture, asks who is watching', async ({ page, request }) => {
  await onVideoPageWithVicsPlace(page, request, 'video-play');
  const titles = page.getByRole('navigation', { name: 'Videos in this category' });
  await expect(titles.getByRole('link', { name: 'Bubble Breaths' })).toHaveAttribute('aria-current', 'page');
  await expect(titles.getByRole('link', { name: 'Belly Breathing' })).toBeVisible();
  expect(await playback(page)).toEqual({ time: 0, playing: false });

  // One Play: video.js's own big button is not there, and ours sits at the bottom left of the picture.
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play Video' })).toHaveCount(0);
  const [stage, button] = await Promise.all([page.locator('.video-details .video-js').boundingBox(), play.boundingBox()]);
  if (!stage || !button) throw new Error('the picture and its Play are on the page');
  expect(button.x + button.width).toBeLessThan(stage.x + stage.width / 2);
  expect(button.y).toBeGreaterThan(stage.y + stage.height / 2);
  expect(await axeViolations(page)).toEqual([]);

  // Starting the video through the picture itself before a child is chosen asks who is watching too.
  await page.locator('.video-details .video-js').click();
  await expect(page.getByRole('menu', { name: 'Play' })).toBeVisible();
  expect(await playback(page)).toEqual({ time: expect.any(Number), playing: false });
  expect((await playback(page)).time).toBeLessThan(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Play' })).toHaveCount(0);
});

test('the video page resumes the child who watches, and pausing saves the place for that child only', async ({ page, request }) => {
  const { subCategory, token, vicId, adaId, video } = await onVideoPageWithVicsPlace(page, request, 'video-resume');
  await recordSeeks(page);
  await watchAs(page, 'Play', 'Vic');
  await expect.poll(() => seeks(page)).toEqual([SAVED_SECONDS]);
  await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(SAVED_SECONDS + 1);
  expect((await playback(page)).playing).toBe(true);

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('Video status updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByText('Playing for Vic', { exact: true })).toHaveCount(0);
  const paused = (await playback(page)).time;
  await expect.poll(() => savedDuration(request, token, vicId, subCategory.documentId)).toBe(Math.round(paused));

  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await recordSeeks(page);
  await watchAs(page, 'Play', 'Vic');
  await expect.poll(() => seeks(page)).toEqual([Math.round(paused)]);
  await expect.poll(async () => (await playback(page)).playing).toBe(true);

  // Vic is still the one watching: after a pause, Play goes on at once without asking again.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('Playing for Vic', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByText('Playing for Vic', { exact: true })).toBeVisible();
  expect((await playback(page)).playing).toBe(true);
  const resumedAt = Math.round(paused);

  await watchAs(page, 'Someone else is watching', 'Ada');
  // Ada has no saved place: the playing video goes back to the start (it lands a few ms in, as it keeps playing).
  await expect.poll(async () => (await seeks(page)).map(Math.round)).toEqual([resumedAt, 0]);
  expect(await savedDuration(request, token, adaId, subCategory.documentId)).toBe(0);
});

test('the video page’s Play works by keyboard alone: it asks who is watching, then plays and pauses, keeping the focus', async ({ page, request }) => {
  await onVideoPageWith(page, request, 'video-keys', 'Kai');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeVisible();

  await play.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Play' });
  await expect(menu.getByRole('menuitem', { name: 'Kai' })).toBeFocused();
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await expect(pause).toBeFocused();
  await expect(page.getByText('Playing for Kai', { exact: true })).toBeVisible();
  await expect.poll(async () => (await playback(page)).playing).toBe(true);

  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  expect((await playback(page)).playing).toBe(false);
  await expect(page.getByText('Playing for Kai', { exact: true })).toHaveCount(0);
});

test('the heart on the video page adds the video to a chosen child’s favourites', async ({ page, request }) => {
  await onVideoPageWith(page, request, 'video-heart', 'Hal');
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await page.getByRole('menu', { name: 'Add to favourites' }).getByRole('menuitem', { name: 'Hal' }).click();
  await expect(page.getByText('Add to favourite list successful.')).toBeVisible();
});

test('the video page needs a login, and an unknown sub-category is not found', async ({ page, request }) => {
  const subCategory = await bubbleBreaths(request);
  await page.goto(videoPath(subCategory));
  await expect(page).toHaveURL(/\/login/);

  const parent = await createActiveParent(request, 'video-missing');
  await signIn(page, parent.email, parent.password);
  const response = await page.goto(`/library/videodetails/${subCategory.category.documentId}/no-such-sub-category`);
  expect(response?.status()).toBe(404);
});
