import { expect, type Page } from '@playwright/test';

/** The demo parent seeded by the CMS (contract: yearly plan, active, children Lily and Max). */
export const DEMO_PARENT = { email: 'parent@tate.local', password: 'TateParent1', name: 'Demo Parent' };

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/library$/);
}
