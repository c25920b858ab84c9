import { expect, test, type APIRequestContext } from '@playwright/test';
import { addChild, cmsToken, createActiveParent, logIn, type TestParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsFirst } from './support/cms';
import { expectCardPlays } from './support/player';

type Meditation = { documentId: string; title: string; durationMinutes: number | string };

async function meditationTitled(request: APIRequestContext, title: string): Promise<Meditation> {
  return cmsFirst<Meditation>(request, `meditations?filters[title][$eq]=${encodeURIComponent(title)}&fields[0]=title&fields[1]=durationMinutes`);
}

/** Saves that `childId` listened to `media` up to `fraction` of its length. */
async function listened(request: APIRequestContext, parent: TestParent, childId: string, media: Meditation, fraction: number) {
  const seconds = Math.round(Number(media.durationMinutes) * 60 * fraction);
  const saved = await request.post(`${CMS_URL}/api/child-history`, {
    headers: { authtoken: await cmsToken(request, parent) },
    data: { childId, mediaId: media.documentId, currentMediaTimestamp: seconds, location: 'Test', timeZone: 'UTC', watchingTime: seconds },
  });
  expect(((await saved.json()) as { response_code: number }).response_code).toBe(200);
}

test.describe('the library of one child', () => {
  test("greets the child and starts with their Continue and Favourites rows; covers show play, a bar once started and a star when finished", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-shelves');
    const childId = await addChild(request, parent, 'Ada');
    const started = await meditationTitled(request, 'Goodnight, Little Stars');
    const finished = await meditationTitled(request, 'Dancing Leaves');
    const favourite = await meditationTitled(request, 'Breathe Like a Puppy');
    await listened(request, parent, childId, finished, 1);
    await listened(request, parent, childId, started, 0.5);
    const favoured = await request.post(`${CMS_URL}/api/add-to-favouritelist`, {
      headers: { authtoken: await cmsToken(request, parent) },
      data: { mediaId: favourite.documentId, childId },
    });
    expect(((await favoured.json()) as { response_code: number }).response_code).toBe(200);

    await signIn(page, parent.email, parent.password);
    await page.goto(`/library/${childId}`);
    await expect(page.getByText('Hi, Ada!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ada', exact: true })).toBeVisible();
    // The child's own rows come before the categories.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(['Continue', 'Favourites']);

    const continueRow = page.getByRole('region', { name: 'Continue', exact: true });
    await expect(continueRow.getByRole('heading', { level: 3 })).toHaveText([started.title]);
    await expect(continueRow.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
    await expect(favourites.getByRole('heading', { level: 3 })).toHaveText([favourite.title]);
    // Not begun: no empty bar.
    await expect(favourites.getByRole('progressbar')).toHaveCount(0);

    const finishedCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: finished.title, exact: true }) }).first();
    await expect(finishedCard.getByRole('button', { name: `Play ${finished.title}, finished`, exact: true })).toBeVisible();
    await expect(finishedCard.getByText('Finished', { exact: true })).toBeVisible();
    await expect(finishedCard.getByRole('progressbar')).toHaveCount(0);
    // Every cover that plays says so with a play badge.
    const firstCover = page.getByRole('region', { name: 'Continue', exact: true }).getByRole('button', { name: `Play ${started.title}`, exact: true });
    await expect(firstCover.locator('.tate-media-card__play')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The Continue row's card plays.
    await expectCardPlays(page, continueRow, started.title);

    // A search shows what was asked for, without the child's rows.
    await page.goto(`/library/${childId}?search=Leaves`);
    await expect(page.getByText('Hi, Ada!')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Continue', exact: true })).toHaveCount(0);
  });

  test('without JavaScript the greeting and the Continue row are in the page', async ({ browser, request }) => {
    const parent = await createActiveParent(request, 'library-shelves-nojs');
    const childId = await addChild(request, parent, 'Ben');
    const started = await meditationTitled(request, 'Goodnight, Little Stars');
    await listened(request, parent, childId, started, 0.25);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, parent.email, parent.password);
    await page.goto(`/library/${childId}`);
    await expect(page.getByText('Hi, Ben!')).toBeVisible();
    const continueRow = page.getByRole('region', { name: 'Continue', exact: true });
    await expect(continueRow.getByRole('heading', { level: 3 })).toHaveText([started.title]);
    // The card's press opens the file itself, which the browser plays.
    await continueRow.getByRole('button', { name: `Play ${started.title}`, exact: true }).click();
    await page.waitForURL(/\/player\/file\//);
    expect(await page.evaluate(() => document.contentType)).toMatch(/^audio\//);
    await context.close();
  });

  test('pre-selects the child and shows percent completed from the child history', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-child');
    const childId = await addChild(request, parent, 'Ada');
    const media = await cmsFirst<Meditation>(
      request,
      'meditations?filters[title][$eq]=Goodnight, Little Stars&fields[0]=title&fields[1]=durationMinutes',
    );
    const halfway = Math.round((Number(media.durationMinutes) * 60) / 2);
    const saved = await request.post(`${CMS_URL}/api/child-history`, {
      headers: { authtoken: await cmsToken(request, parent) },
      data: { childId, mediaId: media.documentId, currentMediaTimestamp: halfway, location: 'Test', timeZone: 'UTC', watchingTime: halfway },
    });
    expect(((await saved.json()) as { response_code: number }).response_code).toBe(200);

    await logIn(page, parent.email, parent.password);
    await page.getByRole('button', { name: /Child/ }).first().click();
    await page.getByRole('option', { name: 'Ada' }).click();
    await expect(page).toHaveURL(new RegExp(`/library/${childId}$`));

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: media.title }) }).first();
    await expect(card.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    await expect(card).toContainText(`${Math.round(Number(media.durationMinutes))} min`);

    await page.reload();
    await expect(page.getByRole('button', { name: /Child/ }).first()).toContainText('Ada');
    await expect(card.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("another parent's child is the same 404 as a missing one", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-owner');
    await addChild(request, parent, 'Bea');
    const other = await createActiveParent(request, 'library-other');
    const othersChild = await addChild(request, other, 'Cal');

    await logIn(page, parent.email, parent.password);
    const foreign = await page.goto(`/library/${othersChild}`);
    expect(foreign?.status()).toBe(404);
    const missing = await page.goto('/library/no-such-child');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor is sent to login', async ({ page }) => {
    await page.goto('/library/some-child');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Flibrary%2Fsome-child$/);
    await expect(page.getByText('You need to sign in to access this section')).toBeVisible();
  });
});
