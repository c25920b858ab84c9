import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1339}`;
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3101}`;

export type Admin = { email: string; password: string; token: string };

/** The demo editor apps/cms/src/seed/people.ts creates (DEMO_EDITOR there). */
const DEMO_EDITOR = { email: 'editor@tate.local', password: 'TateEditor1!' };

/** The seeded demo editor (an admin user with the Editor role provisioned at boot), with an admin API token. */
export async function demoEditor(request: APIRequestContext): Promise<Admin> {
  const response = await request.post(`${CMS_URL}/admin/login`, { data: DEMO_EDITOR });
  expect(response.ok()).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { ...DEMO_EDITOR, token };
}

/** Logs in through the admin's own login form. */
export async function logIn(page: Page, admin: Admin): Promise<void> {
  await page.goto('/admin/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
}
