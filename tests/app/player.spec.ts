import { expect, test } from '@playwright/test';
import { DEMO_PARENT, logIn } from './support/accounts';
import { cmsFirst } from './support/cms';
import { axeViolations } from './support/axe';

type Meditation = { documentId: string; title: string };

test.describe('playing from the library', () => {
  test('a parent picks a child, the player resumes the saved position and the heart adds a favourite', async ({ page, request }) => {
    const media = await cmsFirst<Meditation>(
      request,
      'meditations?filters[accessLevel][$eq]=free&filters[kind][$eq]=audio&sort=sortOrder:asc&pagination[pageSize]=1',
    );
    await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);

    const card = page.getByRole('button', { name: `Play ${media.title}`, exact: true }).first();
    await card.click();
    await expect(page.getByText('Please choose a child before playing your meditation story')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: /Child/ }).first().click();
    await page.getByRole('option', { name: 'Max' }).click();

    await card.click();
    const player = page.getByRole('dialog', { name: media.title });
    await expect(player.getByRole('heading', { name: media.title })).toBeVisible();
    const heart = player.getByRole('button', { name: 'Add to favourites' });
    await heart.click();
    await expect(player.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const position = player.getByRole('slider', { name: 'Position' });
    await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(3);
    await player.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reopened, Play resumes where Max stopped: at least 3 s in at once (playing from 0 could not get there this fast).
    await card.click();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => Number(await position.inputValue()), { timeout: 1500 }).toBeGreaterThanOrEqual(3);
    await player.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/favourites');
    await page.getByLabel('Child').selectOption({ label: 'Max' });
    await page.getByRole('button', { name: 'Show favourites' }).click();
    await expect(page.getByRole('list', { name: "Max's favourites" }).getByRole('heading', { name: media.title })).toBeVisible();
  });
});
