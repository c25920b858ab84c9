import { expect, test } from '@playwright/test';
import { DEMO_PARENT, logIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('child profile and favourites', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
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
    await expect(page.getByText(/^\d+ days$/)).toBeVisible();
    await expect(page.getByText(/^\d+ minutes$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', /^\/account\/edit-child\//);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("favourites list each child's hearts after choosing the child", async ({ page }) => {
    await page.goto('/favourites');
    await expect(page.getByText('Please select a child')).toBeVisible();
    await page.getByLabel('Child').selectOption({ label: 'Lily' });
    await page.getByRole('button', { name: 'Show favourites' }).click();
    const list = page.getByRole('list', { name: "Lily's favourites" });
    await expect(list.getByRole('heading', { name: 'Goodnight, Little Stars' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.getByLabel('Child').selectOption({ label: 'Max' });
    await page.getByRole('button', { name: 'Show favourites' }).click();
    await expect(page.getByRole('list', { name: "Max's favourites" }).getByRole('heading', { name: 'Superhero Focus' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
