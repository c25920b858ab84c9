import { expect, type Page } from '@playwright/test';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1339}`;
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3101}`;

/** The demo admins apps/cms/src/seed/people.ts creates: the Editor, and the Commerce user (coupons, plans, partners). */
const DEMO_EDITOR = { email: 'editor@tate.local', password: 'TateEditor1!' };
const DEMO_COMMERCE = { email: 'commerce@tate.local', password: 'TateCommerce1!' };

/** Logs the demo editor in (see logInAs). */
export const logInAsEditor = (page: Page): Promise<string> => logInAs(page, DEMO_EDITOR);

/** Logs the demo Commerce user in (see logInAs). */
export const logInAsCommerce = (page: Page): Promise<string> => logInAs(page, DEMO_COMMERCE);

/**
 * Logs a demo admin in through the admin's own form (once per test: the admin limits login attempts)
 * and returns the admin API token the panel received, for calls the test makes as that admin.
 */
async function logInAs(page: Page, admin: { email: string; password: string }): Promise<string> {
  await page.goto('/admin/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
  const stored = await page.evaluate(() => window.localStorage.getItem('jwtToken'));
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'jwtToken');
  const token = stored ? (JSON.parse(stored) as string) : cookie?.value;
  if (!token) throw new Error('The admin panel kept no token after logging in');
  return token;
}
