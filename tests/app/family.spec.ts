import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PARENT, addChild, createActiveParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('child profile and favourites', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
  });

  test("a child's profile shows recently played, suggestions and statistics", async ({ page }) => {
    await page.goto('/account/details');
    await page.getByRole('link', { name: 'Lily', exact: true }).click();
    await expect(page).toHaveURL(/\/child-profile\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lily' })).toBeVisible();
    await expect(page.getByText(/^\d+ years old$/)).toBeVisible();
    await expect(page.getByText('Loves: Animals, Nature, Space')).toBeVisible();

    const recent = page.getByRole('region', { name: 'Recently played' });
    await expect(recent.getByRole('heading', { name: 'Kind Thoughts for Everyone' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suggested audios' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    // No photo: a round avatar with her initial.
    await expect(page.getByRole('img', { name: 'Lily', exact: true })).toHaveText('L');
    // The statistics are tiles: a big number over a short label (the seed's three listens add up to 18 minutes).
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats.getByRole('term')).toHaveText([/^days? in a row$/, 'minutes of calm']);
    await expect(stats.getByRole('definition')).toHaveText([/^\d+$/, '18']);
    await expect(page.getByText('No records found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', /^\/account\/edit-child\//);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("favourites open on the first child and show another's as soon as they are chosen, like the library's picker", async ({ page }) => {
    await page.goto('/favourites');
    // No blank page asking to choose: the first child's favourites are there, her name in the picker.
    await expect(page.getByText('Please select a child')).toHaveCount(0);
    const picker = page.getByRole('button', { name: /Child/ });
    await expect(picker).toContainText('Lily');
    const list = page.getByRole('list', { name: "Lily's favourites" });
    await expect(list.getByRole('heading', { name: 'Goodnight, Little Stars' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // Choosing applies at once: no Show button to press.
    await expect(page.getByRole('button', { name: /^Show/ })).toHaveCount(0);
    await picker.click();
    await page.getByRole('option', { name: 'Max' }).click();
    await expect(page).toHaveURL(/\/favourites\?childId=/);
    await expect(page.getByRole('list', { name: "Max's favourites" }).getByRole('heading', { name: 'Superhero Focus' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Child/ })).toContainText('Max');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: the picker opens with Enter and Arrow keys choose.
    await page.getByRole('button', { name: /Child/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Max' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: "Lily's favourites" })).toBeVisible();
  });
});

test.describe('favourites without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('open on the first child; the native picker and its Show button show another child', async ({ page }) => {
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await page.goto('/favourites');
    await expect(page.getByLabel('Child')).toHaveValue(/.+/);
    await expect(page.getByRole('list', { name: "Lily's favourites" }).getByRole('heading', { name: 'Goodnight, Little Stars' })).toBeVisible();
    await page.getByLabel('Child').selectOption({ label: 'Max' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('list', { name: "Max's favourites" }).getByRole('heading', { name: 'Superhero Focus' })).toBeVisible();
    await expect(page.getByLabel('Child')).toHaveValue(/.+/);
    expect(await page.getByLabel('Child').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Max');
  });
});

/** A child who has played nothing yet: the page suggests what to try instead of an empty list. */
async function openNewChildProfile(page: Page, request: APIRequestContext, label: string): Promise<void> {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, 'ada');
  await signIn(page, parent.email, parent.password);
  await page.goto(`/child-profile/${childId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible();
}

async function expectNothingPlayedYet(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: 'ada', exact: true })).toHaveText('A');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('term')).toHaveText(['days in a row', 'minutes of calm']);
  await expect(stats.getByRole('definition')).toHaveText(['0', '0']);
  await expect(page.getByText('No records found')).toHaveCount(0);
  await expect(page.getByText('Nothing played yet — try one of these')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the suggestions' })).toHaveAttribute('href', /#suggested-heading$/);
  await expect(page.getByRole('region', { name: 'Suggested audios' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
}

test.describe('a child profile with nothing played yet', () => {
  test('shows the initial, zero tiles and a suggestion card', async ({ page, request }) => {
    await openNewChildProfile(page, request, 'profile-empty');
    await expectNothingPlayedYet(page);
    await page.getByRole('link', { name: 'See the suggestions' }).click();
    await expect(page).toHaveURL(/#suggested-heading$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the same page', async ({ page, request }) => {
      await openNewChildProfile(page, request, 'profile-empty-nojs');
      await expectNothingPlayedYet(page);
    });
  });
});
