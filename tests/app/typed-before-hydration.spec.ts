import { expect, test } from '@playwright/test';
import { createActiveParent } from './support/accounts';

test('a parent who types before the page is ready keeps what they typed and logs in', async ({ page, request }) => {
  const parent = await createActiveParent(request, 'typed-early');
  // On a slow phone the page's scripts come late (held back here): the parent types into the server's form meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Email')).toHaveValue(parent.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(parent.password);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/library$/);
});
