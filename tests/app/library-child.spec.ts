import { expect, test, type APIRequestContext } from '@playwright/test';
import { addChild, cmsToken, createActiveParent, logIn, signIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, meditationTitled, type SeededMeditation as Meditation } from './support/cms';
import { expectCardPlays } from './support/player';

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
  test("greets the child and starts with one row 'For Ada': what she started, her favourites, then suggestions, the catalogue's cards; covers show play, a bar once started and a star when finished", async ({ page, request }) => {
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
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/library/${childId}`);
    await expect(page.getByText('Hi, Ada!')).toBeVisible();
    await expect(page.locator('.library-child__hello').getByRole('img', { name: 'Ada', exact: true })).toBeVisible();
    // While her library is open, her avatar sits in the header, leading to her profile.
    const chosen = page.getByRole('banner').getByRole('link', { name: "Ada's profile" });
    await expect(chosen).toBeVisible();
    await expect(chosen).toHaveText('AAda');
    await expect(chosen).toHaveAttribute('href', `/child-profile/${childId}`);
    // On a phone too, in the header's bar beside the menu button (the account menu folds into that button there).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(chosen).toBeVisible();
    await expect(chosen).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The child's own row comes before the categories: one row, not a shelf per kind.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('For Ada');
    expect(headings).not.toContain('Continue');
    expect(headings).not.toContain('Favourites');

    const row = page.getByRole('region', { name: 'For Ada', exact: true });
    const titles = await row.getByRole('heading', { level: 3 }).allTextContents();
    // What she started first, then her favourite, then what Tate suggests for her.
    expect(titles.slice(0, 2)).toEqual([started.title, favourite.title]);
    expect(titles.length).toBeGreaterThan(2);
    expect(new Set(titles).size).toBe(titles.length);
    const startedCard = row.getByRole('article').filter({ has: page.getByRole('heading', { name: started.title, exact: true }) });
    await expect(startedCard.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    const favouriteCard = row.getByRole('article').filter({ has: page.getByRole('heading', { name: favourite.title, exact: true }) });
    // Not begun: no empty bar.
    await expect(favouriteCard.getByRole('progressbar')).toHaveCount(0);
    // Each card says why it is there; the kinds in order.
    const tags = await row.locator('.library-for__why').allTextContents();
    expect(tags.slice(0, 2)).toEqual(['Carry on', 'Favourite']);
    expect(tags.slice(2).every((tag) => tag === 'Try this')).toBe(true);
    // The catalogue's card: the description whole in its two lines, no Show More.
    await expect(favouriteCard.locator('.tate-media-card__description')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Show More' })).toHaveCount(0);
    // At 1280 the row fills its width: five cards side by side on one line, not one lonely card a shelf.
    const boxes = await row.getByRole('article').evaluateAll((cards) => cards.slice(0, 5).map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(5);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    expect(boxes.every((box, index) => index === 0 || box.left > (boxes[index - 1]?.right ?? 0))).toBe(true);
    expect((boxes[4]?.right ?? 0) <= 1280).toBe(true);

    const finishedCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: finished.title, exact: true }) }).first();
    await expect(finishedCard.getByRole('button', { name: `Play ${finished.title}, finished`, exact: true })).toBeVisible();
    await expect(finishedCard.getByText('Finished', { exact: true })).toBeVisible();
    await expect(finishedCard.getByRole('progressbar')).toHaveCount(0);
    // Every cover that plays says so with a play badge.
    const firstCover = row.getByRole('button', { name: `Play ${started.title}`, exact: true });
    await expect(firstCover.locator('.tate-media-card__play')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The row's first card plays.
    await expectCardPlays(page, row, started.title);

    // A search shows what was asked for, without the child's row; whose library it is stays in sight.
    await page.goto(`/library/${childId}?search=Leaves`);
    await expect(page.getByText("Ada's library")).toBeVisible();
    await expect(page.getByText('Hi, Ada!')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'For Ada', exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: "Ada's profile" })).toBeVisible();
    // Another page: no child is chosen, no avatar in the header.
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: "Ada's profile" })).toHaveCount(0);
  });

  test('a child with nothing started and no favourites: the row holds only suggestions', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-shelves-new');
    const childId = await addChild(request, parent, 'Cleo');
    await signIn(page, parent.email, parent.password);
    await page.goto(`/library/${childId}`);
    await expect(page.getByText('Which story shall we hear today?')).toBeVisible();
    const row = page.getByRole('region', { name: 'For Cleo', exact: true });
    await expect(row.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(new Set(await row.locator('.library-for__why').allTextContents())).toEqual(new Set(['Try this']));
    await expect(row.getByRole('progressbar')).toHaveCount(0);
  });

  test("without JavaScript the greeting and the child's row are in the page, and the row scrolls sideways with no arrows", async ({ browser, request }) => {
    const parent = await createActiveParent(request, 'library-shelves-nojs');
    const childId = await addChild(request, parent, 'Ben');
    const started = await meditationTitled(request, 'Goodnight, Little Stars');
    await listened(request, parent, childId, started, 0.25);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, parent.email, parent.password);
    await page.goto(`/library/${childId}`);
    await expect(page.getByText('Hi, Ben!')).toBeVisible();
    const row = page.getByRole('region', { name: 'For Ben', exact: true });
    await expect(row.getByRole('heading', { level: 3 }).first()).toHaveText(started.title);
    // No arrow that would do nothing: the row scrolls sideways instead.
    await expect(row.getByRole('button', { name: /^(Next|Previous) slides?$/ })).toHaveCount(0);
    const track = row.locator('.tate-carousel__track');
    expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    // The card's press opens the file itself, which the browser plays.
    await row.getByRole('button', { name: `Play ${started.title}`, exact: true }).click();
    await page.waitForURL(/\/player\/file\//);
    expect(await page.evaluate(() => document.contentType)).toMatch(/^audio\//);
    await context.close();
  });

  test('pre-selects the child and shows percent completed from the child history', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-child');
    const childId = await addChild(request, parent, 'Ada');
    const media = await meditationTitled(request, 'Goodnight, Little Stars');
    await listened(request, parent, childId, media, 0.5);

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

    await signIn(page, parent.email, parent.password);
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
