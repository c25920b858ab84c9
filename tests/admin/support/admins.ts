import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1339}`;
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3101}`;

export type Admin = { email: string; password: string; token: string };

const password = 'Calm-Editor-2026';
const superAdmin = { email: 'owner@tate.test', password };

/** The first admin of the fresh CMS (the owner), registered once per run; later calls log in. */
async function superAdminToken(request: APIRequestContext): Promise<string> {
  const registered = await request.post(`${CMS_URL}/admin/register-admin`, {
    data: { firstname: 'Olive', lastname: 'Owner', ...superAdmin },
  });
  const response = registered.ok() ? registered : await request.post(`${CMS_URL}/admin/login`, { data: superAdmin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A new admin user with one of the roles provisioned at boot, e.g. 'strapi-editor'. */
export async function createAdmin(request: APIRequestContext, roleCode: string): Promise<Admin> {
  const owner = await superAdminToken(request);
  const headers = { Authorization: `Bearer ${owner}` };
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers })).json()) as { data: Array<{ id: number; code: string }> };
  const role = roles.data.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}`);
  const email = `${roleCode}-${Date.now()}@tate.test`;
  const created = await request.post(`${CMS_URL}/admin/users`, { headers, data: { firstname: 'Eddie', lastname: 'Tor', email, roles: [role.id] } });
  expect(created.ok()).toBe(true);
  const { registrationToken } = ((await created.json()) as { data: { registrationToken: string } }).data;
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: { registrationToken, userInfo: { firstname: 'Eddie', lastname: 'Tor', password } },
  });
  expect(registered.ok()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  return { email, password, token };
}

/** Logs in through the admin's own login form; returns how many clicks it took. */
export async function logIn(page: Page, admin: Admin): Promise<void> {
  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: /main/i }).or(page.getByText(/Hello Eddie/))).toBeVisible();
}
