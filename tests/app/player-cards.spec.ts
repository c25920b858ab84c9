import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { addChild, cmsToken, createActiveParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { pressWhenHydrated } from './support/hydration';
import { expectCardPlays } from './support/player';
import { CMS_URL, cmsFirst } from './support/cms';

type Meditation = { documentId: string; title: string };

/** A family whose child Fay has The Magic Garden as a favourite, listened to 20 s; the parent is signed in on `page`. */
async function fayWithAFavourite(page: Page, request: APIRequestContext, label: string) {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, 'Fay');
  const favourite = await cmsFirst<Meditation>(request, 'meditations?filters[title][$eq]=The Magic Garden&fields[0]=title');
  const token = await cmsToken(request, parent);
  const headers = { authtoken: token };
  await request.post(`${CMS_URL}/api/add-to-favouritelist`, { headers, data: { mediaId: favourite.documentId, childId } });
  await request.post(`${CMS_URL}/api/child-history`, {
    headers,
    data: { childId, mediaId: favourite.documentId, currentMediaTimestamp: 20, location: 'Test', timeZone: 'UTC', watchingTime: 20 },
  });

  await signIn(page, parent.email, parent.password);
  return { childId, favourite };
}

// One journey a page (favourites; the child's profile), so that neither is long on a busy machine.
test('a favourite card plays', async ({ page, request }) => {
  const { childId, favourite } = await fayWithAFavourite(page, request, 'cards-play-favourite');
  await page.goto(`/favourites?childId=${childId}`, { waitUntil: 'networkidle' });
  await expectCardPlays(page, page.getByRole('list', { name: "Fay's favourites" }), favourite.title);
});

test('recently played and suggested cards play', async ({ page, request }) => {
  const { childId, favourite } = await fayWithAFavourite(page, request, 'cards-play');
  await page.goto(`/child-profile/${childId}`, { waitUntil: 'networkidle' });
  await expectCardPlays(page, page.getByRole('region', { name: 'Recently played' }), favourite.title);
  const suggested = page.getByRole('region', { name: 'Suggested audios' });
  const suggestedTitle = (await suggested.locator('.tate-media-card__title').first().textContent()) ?? '';
  expect(suggestedTitle).not.toBe('');
  await expectCardPlays(page, suggested, suggestedTitle);
  expect(await axeViolations(page)).toEqual([]);
});

test('the heart shows the add success as a success and the removal answer as it comes', async ({ page, request }) => {
  const parent = await createActiveParent(request, 'heart');
  const childId = await addChild(request, parent, 'Gus');
  await signIn(page, parent.email, parent.password);
  await page.goto(`/library/${childId}`, { waitUntil: 'networkidle' });
  await pressWhenHydrated(page.getByRole('button', { name: 'Play Dancing Leaves', exact: true }));
  const player = page.getByRole('dialog', { name: 'Dancing Leaves' });
  await player.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText('Add to favourite list successful.')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
});

test('a breathing meditation shows Tate breathing in time with it', async ({ page }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  await pressWhenHydrated(page.getByRole('button', { name: 'Play Breathe Like a Puppy', exact: true }));
  const player = page.getByRole('dialog', { name: 'Breathe Like a Puppy' });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByText(/Breathe in/i).first()).toBeVisible();
});
