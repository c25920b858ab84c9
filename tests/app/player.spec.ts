import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PARENT, signIn } from './support/accounts';
import { cmsFirst } from './support/cms';
import { axeViolations } from './support/axe';
import { pressWhenHydrated } from './support/hydration';
import { lastPlayingFrom, openLibrary, recordPlayedMedia } from './support/player';

type Meditation = { documentId: string; title: string };

/** The library's first free audio meditation, the one its first row starts with. */
function firstFreeAudio(request: APIRequestContext): Promise<Meditation> {
  return cmsFirst<Meditation>(request, 'meditations?filters[accessLevel][$eq]=free&filters[kind][$eq]=audio&sort=sortOrder:asc&pagination[pageSize]=1');
}

/** Chooses the child the library plays for, from the header's child picker (a lazy chunk's button). */
async function pickChild(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('button', { name: /Child/ }).first();
  await pressWhenHydrated(picker);
  await page.getByRole('option', { name }).click();
}

test.describe('playing from the library', () => {
  test('a parent picks a child, and the player resumes where the child stopped', async ({ page, request }) => {
    const media = await firstFreeAudio(request);
    await recordPlayedMedia(page);
    // Signed in without a page, so the library is the first page to register the media worker: a second navigation
    // while the worker installed could start before it was active and become its client after its claim, and then
    // stay uncontrolled (the clean clone of 0b795be4, logged in through the form first).
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await openLibrary(page, '/library');

    // The scripted press is the journey's: pressed before the page hydrates it, a card's form asks the server instead.
    const card = page.getByRole('button', { name: `Play ${media.title}`, exact: true }).first();
    await pressWhenHydrated(card);
    await expect(page.getByText('Please choose a child before playing your meditation story')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await pickChild(page, 'Max');

    await card.click();
    const player = page.getByRole('dialog', { name: media.title });
    await expect(player.getByRole('heading', { name: media.title })).toBeVisible();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const position = player.getByRole('slider', { name: 'Position' });
    await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(3);
    await player.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reopened, Play resumes where Max stopped: playback starts at least 3 s in (the element's `playing` event says
    // where it started from, so no race against the clock tells a resume from playing on).
    await card.click();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => lastPlayingFrom(page)).toBeGreaterThanOrEqual(3);
    await player.getByRole('button', { name: 'Close', exact: true }).click();
  });

  test("the player's heart adds a favourite for the child, listed on the favourites page; the player has no axe violations", async ({ page, request }) => {
    const media = await firstFreeAudio(request);
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await openLibrary(page, '/library');
    await pickChild(page, 'Max');

    await page.getByRole('button', { name: `Play ${media.title}`, exact: true }).first().click();
    const player = page.getByRole('dialog', { name: media.title });
    await expect(player.getByRole('heading', { name: media.title })).toBeVisible();
    await player.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(player.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await player.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/favourites');
    await pickChild(page, 'Max');
    await expect(page.getByRole('list', { name: "Max's favourites" }).getByRole('heading', { name: media.title })).toBeVisible();
  });
});
