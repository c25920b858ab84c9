import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CMS_URL } from './cms';
import { signedVisitor } from './visitor';

/**
 * The demo parent seeded by the CMS (contract: yearly plan, active, children Lily and Max). Lily has the demo bedtime
 * (quiet from 20:00 to 07:00 in Toronto, a 60-minute limit), so a journey that plays in a demo child's library uses
 * Max, whose library is the same at any hour.
 */
export const DEMO_PARENT = { email: 'parent@tate.local', password: 'TateParent1', name: 'Demo Parent' };

export type TestParent = { name: string; email: string; password: string };

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/library$/);
}

/** Fills the sign-up form's name, e-mail and both password fields (the page is /signup). */
export async function fillSignUp(page: Page, parent: TestParent): Promise<void> {
  await page.getByLabel('Full name').fill(parent.name);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Confirm password').fill(parent.password);
}

/** Ticks the sign-up form's two agreements: the terms, and having read the privacy notice. */
export async function agreeToTermsAndPrivacy(page: Page): Promise<void> {
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByText('I have read the privacy notice').click();
}

/**
 * Signs the page's browser in without drawing a page: the login form's post as a form without JavaScript sends it,
 * through the page's own request context (whose cookies are the page's). For a journey that goes to a page of its own
 * next; the login page itself is the login journeys' (logIn). The welcome toast shows on that next page.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/login', { form: { email, password }, maxRedirects: 0 });
  expect(answer.status(), 'the login form answers with a redirect').toBe(302);
  expect(answer.headers().location).toBe('/library');
}

/** The version of the privacy notice in force, as a parent signing up agrees to it. */
export async function privacyNoticeVersion(request: APIRequestContext): Promise<string> {
  const notice = await request.get(`${CMS_URL}/api/privacy-page`);
  return ((await notice.json()) as { data: { version: string } }).data.version;
}

/**
 * A new parent with an active monthly plan: registered, then paid on the CMS's demo checkout. They agreed to the
 * privacy notice in force unless `agreed` is false (an app too old to show it), so the web asks them first.
 */
export async function createActiveParent(request: APIRequestContext, label: string, { agreed = true } = {}): Promise<TestParent> {
  const parent = { name: 'Test Parent', email: `${label}-${Date.now()}@tate.example`, password: 'Calm1234' };
  const consent = agreed ? { privacyNoticeVersion: await privacyNoticeVersion(request) } : {};
  const registered = await request.post(`${CMS_URL}/api/register`, {
    headers: signedVisitor(),
    data: { ...parent, plan: 'month', check: true, ...consent },
  });
  const body = (await registered.json()) as { response_code: number; response_data: string };
  expect(body.response_code).toBe(200);
  const paid = await request.post(body.response_data);
  expect(paid.ok()).toBe(true);
  return parent;
}

/** The reset link of the newest captured mail sent to `email` (the e2e CMS writes mails into TATE_E2E_MAIL_DIR). */
export async function readResetLink(email: string): Promise<string> {
  const folder = process.env.TATE_E2E_MAIL_DIR;
  if (!folder) throw new Error('TATE_E2E_MAIL_DIR is not set');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; text?: string; html?: string };
    if (mail.to !== email) continue;
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[0];
    if (link) return link;
  }
  throw new Error(`No reset mail for ${email} in ${folder}`);
}

/** The parent's CMS API token (the `authtoken` header), from the CMS's own login endpoint. */
export async function cmsToken(request: APIRequestContext, parent: TestParent): Promise<string> {
  const login = await request.post(`${CMS_URL}/api/login`, { headers: signedVisitor(), data: { email: parent.email, password: parent.password } });
  return ((await login.json()) as { response_data: { authToken: string } }).response_data.authToken;
}

/** Adds a child to a parent straight through the CMS API (JSON body, no photo). */
export async function addChild(request: APIRequestContext, parent: TestParent, name: string): Promise<string> {
  const token = await cmsToken(request, parent);
  const created = await request.post(`${CMS_URL}/api/children`, {
    headers: { authtoken: token },
    data: { name, dateOfBirth: '2018-03-14', theme: ['Space'] },
  });
  const body = (await created.json()) as { response_code: number; response_data: { _id: string } };
  expect(body.response_code).toBe(200);
  return body.response_data._id;
}
