import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/visitor';
import { addChild, createActiveParent, logIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsList } from './support/cms';

type SubCategory = { documentId: string; name: string; category: { documentId: string } };

const SAVED_SECONDS = 2;

async function cmsToken(request: APIRequestContext, parent: TestParent): Promise<string> {
  const login = await request.post(`${CMS_URL}/api/login`, { data: { email: parent.email, password: parent.password } });
  return ((await login.json()) as { response_data: { authToken: string } }).response_data.authToken;
}

async function savedDuration(request: APIRequestContext, token: string, childId: string, subCategoryId: string): Promise<number> {
  const response = await request.post(`${CMS_URL}/api/fetch-video-duration`, {
    headers: { authtoken: token },
    data: { child_id: childId, sub_cat_id: subCategoryId },
  });
  const body = (await response.json()) as { response_data: { duration: number }[] };
  return body.response_data[0]?.duration ?? 0;
}

async function bubbleBreaths(request: APIRequestContext): Promise<SubCategory> {
  const [subCategory] = await cmsList<SubCategory>(
    request,
    'sub-categories?filters[slug][$eq]=bubble-breaths&fields[0]=name&populate[category][fields][0]=name',
  );
  expect(subCategory).toBeDefined();
  return subCategory!;
}

test('the video page resumes a chosen child from the saved position and saves it on pause', async ({ page, request }) => {
  const subCategory = await bubbleBreaths(request);
  const parent = await createActiveParent(request, 'video-resume');
  const childId = await addChild(request, parent, 'Vic');
  const token = await cmsToken(request, parent);
  const saved = await request.post(`${CMS_URL}/api/user-video-status`, {
    headers: { authtoken: token },
    data: { child_id: childId, sub_cat_id: subCategory.documentId, category_id: subCategory.category.documentId, duration: SAVED_SECONDS },
  });
  expect(saved.ok()).toBe(true);

  await logIn(page, parent.email, parent.password);
  await page.goto(`/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bubble Breaths' })).toBeVisible();
  const titles = page.getByRole('navigation', { name: 'Videos in this category' });
  await expect(titles.getByRole('link', { name: 'Bubble Breaths' })).toHaveAttribute('aria-current', 'page');
  await expect(titles.getByRole('link', { name: 'Belly Breathing' })).toBeVisible();
  const video = page.locator('.video-details video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('menu', { name: 'Play' }).getByRole('menuitem', { name: 'Vic' }).click();
  await expect(page.getByRole('button', { name: 'Playing for Vic' })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(SAVED_SECONDS);

  const player = page.getByRole('region', { name: 'Video Player' });
  await player.getByRole('button', { name: 'Play Video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(SAVED_SECONDS + 1);
  await player.hover();
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Video status updated')).toBeVisible();
  const paused = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => savedDuration(request, token, childId, subCategory.documentId)).toBe(Math.round(paused));
});

test('the heart on the video page adds the video to a chosen child’s favourites', async ({ page, request }) => {
  const subCategory = await bubbleBreaths(request);
  const parent = await createActiveParent(request, 'video-heart');
  await addChild(request, parent, 'Hal');
  await logIn(page, parent.email, parent.password);
  await page.goto(`/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await page.getByRole('menu', { name: 'Add to favourites' }).getByRole('menuitem', { name: 'Hal' }).click();
  await expect(page.getByText('Add to favourite list successful.')).toBeVisible();
});

test('the video page needs a login, and an unknown sub-category is not found', async ({ page, request }) => {
  const subCategory = await bubbleBreaths(request);
  const path = `/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`;
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);

  const parent = await createActiveParent(request, 'video-missing');
  await logIn(page, parent.email, parent.password);
  const response = await page.goto(`/library/videodetails/${subCategory.category.documentId}/no-such-sub-category`);
  expect(response?.status()).toBe(404);
});
