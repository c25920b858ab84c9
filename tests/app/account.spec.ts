import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, test } from '../support/swept-clock';
import { addChild, createActiveParent, privacyNoticeVersion, signIn, type TestParent } from './support/accounts';
import { CMS_URL } from './support/cms';
import { axeViolations } from './support/axe';

/** A new family with two children, Ivy and Ezra; the parent is signed in, on the account's page. */
async function onIvyAndEzrasAccount(page: Page, request: APIRequestContext, label: string): Promise<TestParent> {
  const parent = await createActiveParent(request, label);
  await addChild(request, parent, 'Ivy');
  await addChild(request, parent, 'Ezra');
  await signIn(page, parent.email, parent.password);
  await page.goto('/account/details');
  return parent;
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The account page's "Your family's data" card. */
const FAMILY_DATA_CARD = 'section[aria-labelledby="family-data-heading"]';

/** Types the parent's password into "Your family's data" and presses "Download my family's data". */
async function askForFamilyData(page: Page, password: string): Promise<void> {
  const card = page.getByRole('region', { name: "Your family's data" });
  await card.getByLabel('Your password').fill(password);
  await card.getByRole('button', { name: "Download my family's data" }).click();
}

/** Downloads the family's data with the parent's password and lists the files of the ZIP the browser saved. */
async function downloadedFamilyData(page: Page, password: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), askForFamilyData(page, password)]);
  expect(download.suggestedFilename()).toMatch(/^tate-family-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  return Object.keys(zip.files);
}

/** A wrong password: the page comes back with the message under the field, and nothing is downloaded. */
async function refusedFamilyData(page: Page): Promise<void> {
  const downloads: unknown[] = [];
  page.on('download', (download) => downloads.push(download));
  await askForFamilyData(page, 'NotMyPassword1');
  await expect(page).toHaveURL(/familyData=password-wrong/);
  const password = page.getByRole('region', { name: "Your family's data" }).getByLabel('Your password');
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('');
  expect(downloads).toEqual([]);
  // Nothing is said to be on its way.
  await expect(page.getByRole('region', { name: "Your family's data" }).getByText(/Your file is downloading/)).toHaveCount(0);
}

function yearsSince(isoDate: string): number {
  const birth = new Date(`${isoDate}T00:00:00Z`);
  const now = new Date();
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  if (now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())) age -= 1;
  return age;
}

test.describe('account area', () => {
  test('a parent without children uses their account freely and is asked for a child in the library', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'childless');
    await signIn(page, parent.email, parent.password);
    await page.goto('/account/details');
    await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Cards: Profile, Plan, Children, Devices, the family's data, and what cannot be undone last in the Danger zone.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Profile', 'Plan', 'Children', 'Devices', "Your family's data", 'Danger zone']);
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(parent.email);
    // The grown-ups' doors ask for the parent PIN, set from the profile.
    await expect(page.getByRole('region', { name: 'Profile' }).getByRole('link', { name: 'Parent PIN' })).toHaveAttribute('href', '/account/parent-pin');
    await expect(page.getByRole('region', { name: 'Children' }).getByText('No child profiles yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan' }).getByText('Monthly', { exact: true })).toBeVisible();
    const danger = page.getByRole('region', { name: 'Danger zone' });
    await expect(danger.getByRole('button')).toHaveText(['Cancel subscription', 'Delete account']);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Alert!' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Email')).toBeVisible();
    await page.getByRole('dialog', { name: 'Delete account' }).getByRole('button', { name: 'Keep my account' }).click();
    expect(await axeViolations(page, 'section[aria-labelledby="danger-heading"]')).toEqual([]);

    // Where meditations are played, the child-check modal still asks for a profile first.
    await page.goto('/library');
    const check = page.getByRole('dialog', { name: 'Welcome to Tate!' });
    await expect(check).toBeVisible();
    await expect(check.getByRole('img', { name: 'Tate the puppy, smiling' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await check.getByRole('link', { name: "Create your child's profile" }).click();
    await expect(page).toHaveURL(/\/account\/create-child$/);
  });

  test('a child added elsewhere is in the library at once: no child check, and the child select names her', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'child-elsewhere');
    await signIn(page, parent.email, parent.password);
    await page.goto('/library');
    await expect(page.getByRole('dialog', { name: 'Welcome to Tate!' })).toBeVisible();

    // Mia is added in the app (the CMS directly), within the minute the header keeps its copy of the children.
    const mia = await addChild(request, parent, 'Mia');
    // The child check and the child select are loaded apart: checked once the page has loaded all it asks for.
    await page.goto('/library', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: /Child/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Tate!' })).toHaveCount(0);
    await page.goto(`/library/${mia}`, { waitUntil: 'networkidle' });
    await expect(page.getByText('Hi, Mia!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Child/ })).toContainText('Mia');
    await expect(page.getByRole('dialog', { name: 'Welcome to Tate!' })).toHaveCount(0);
    // The header's child select; the child's library as a whole is library-child's.
    expect(await axeViolations(page, 'header.site-header')).toEqual([]);
  });

  test('a parent creates and edits a child profile', async ({ browser, request }) => {
    const parent = await createActiveParent(request, 'family');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, parent.email, parent.password);

    // The form is filled without JavaScript, where the date of birth is a native date input.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const form = await noJs.newPage();
    await signIn(form, parent.email, parent.password);
    await form.goto('/account/create-child');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Date of birth is required')).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Poppy');
    await form.getByLabel('Date of birth').fill('2019-05-04');
    await form.getByText('Animals', { exact: true }).click();
    await form.getByText('Under the sea', { exact: true }).click();
    await form.getByLabel('Photo').setInputFiles({ name: 'poppy.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(form).toHaveURL(/\/account\/details$/);
    await expect(form.getByRole('status')).toContainText('Child profile created');
    await expect(form.getByRole('main').getByRole('link', { name: 'Poppy', exact: true })).toBeVisible();
    await expect(form.getByText(`${yearsSince('2019-05-04')} years old`)).toBeVisible();
    // Her photo is her avatar in the Children card.
    await expect(form.getByRole('region', { name: 'Children' }).getByRole('img', { name: 'Poppy', exact: true })).toHaveAttribute('src', /./);
    await noJs.close();

    await page.goto('/account/details');
    await expect(page.getByRole('dialog', { name: 'Welcome to Tate!' })).toHaveCount(0);
    await page.getByRole('link', { name: "Edit Poppy's profile" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Edit Poppy's profile" })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Animals' })).toBeChecked();
    await page.getByLabel('Name', { exact: true }).fill('Poppy Rose');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/account\/details$/);
    await expect(page.getByRole('link', { name: 'Poppy Rose', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Account menu for ${parent.name}` }).click();
    await page.getByRole('menuitem', { name: 'My children' }).click();
    await expect(page.getByRole('menuitem', { name: 'Poppy Rose' })).toBeVisible();
    await context.close();
  });

  test('a parent sees the plan, cancels it after the Alert! confirm, and deletes the account', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'cancel');
    await addChild(request, parent, 'Ivy');
    await signIn(page, parent.email, parent.password);
    await page.goto('/account/details');
    await expect(page.getByText(parent.email)).toBeVisible();
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText('Monthly', { exact: true })).toBeVisible();
    await expect(plan.getByText(/Renews on/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Children' }).getByRole('img', { name: 'Ivy', exact: true })).toHaveText('I');

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Alert!' });
    await expect(confirm.getByText('Do you really want to cancel you subscription... ?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(plan.getByText(/You can listen until/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByLabel('Email').fill(parent.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete account' }).getByText('Password is incorrect')).toBeVisible();
    // The refusal keeps what was typed, the e-mail too.
    await expect(page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Email')).toHaveValue(parent.email);
    await page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('dialog', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();

    await page.getByLabel('Email').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('cancelling works without JavaScript through the inline confirm', async ({ page, request }) => {
      const parent = await createActiveParent(request, 'cancel-nojs');
      await addChild(request, parent, 'Ezra');
      await page.goto('/login');
      await page.getByLabel('Email').fill(parent.email);
      await page.getByLabel('Password', { exact: true }).fill(parent.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.goto('/account/details');
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(page).toHaveURL(/confirm=cancel/);
      await expect(page.getByText('Do you really want to cancel you subscription... ?')).toBeVisible();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByRole('region', { name: 'Plan' }).getByText('Cancelled', { exact: true })).toBeVisible();
    });

    test('a wrong password in the inline Delete account form keeps the e-mail without JavaScript', async ({ page, request }) => {
      const parent = await createActiveParent(request, 'delete-nojs');
      await signIn(page, parent.email, parent.password);
      await page.goto('/account/details');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const form = page.getByRole('group', { name: 'Delete account' });
      await form.getByLabel('Email').fill(parent.email);
      await form.getByLabel('Password', { exact: true }).fill('Wrong1234');
      await form.getByRole('button', { name: 'Delete account' }).click();
      await expect(form.getByText('Password is incorrect')).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveValue(parent.email);
    });
  });

  // Two journeys on the same page (the family's data; a child's data deleted), so that neither is long on a busy machine.
  test("a parent downloads the family's data with the password again, a wrong one refused, and no one-tap way around it", async ({ page, request }) => {
    const parent = await onIvyAndEzrasAccount(page, request, 'family-data');

    // The family's data needs the parent's password again: a wrong one is refused on the page.
    await refusedFamilyData(page);
    // axe looks at the card this journey is about; the whole page is the axe journey's below.
    expect(await axeViolations(page, FAMILY_DATA_CARD)).toEqual([]);
    const files = await downloadedFamilyData(page, parent.password);
    expect(files).toEqual(expect.arrayContaining(['tate-family-data/account.json', 'tate-family-data/children/1-ivy.json', 'tate-family-data/children/2-ezra.json']));
    // The typed password is not left in the field for the next person at the tablet.
    await expect(page.getByRole('region', { name: "Your family's data" }).getByLabel('Your password')).toHaveValue('');
    // The page, still open while the browser saves the file, says so and names it.
    await expect(page.getByRole('region', { name: "Your family's data" }).getByText(/^Your file is downloading \(tate-family-data-\d{4}-\d{2}-\d{2}\.zip\)\.$/)).toBeVisible();
    expect(await axeViolations(page, FAMILY_DATA_CARD)).toEqual([]);
    // No one-tap way around the form: a link to the old address gets the account page, and another site's post is refused.
    await page.goto('/account/family-data');
    await expect(page).toHaveURL(/\/account\/details$/);
    const crossSite = await page.request.post('/account/family-data', { form: { password: parent.password }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['content-disposition']).toBeUndefined();
  });

  test("a parent deletes a child's data, asked first (by keyboard, the safe answer first) and told what was removed", async ({ page, request }) => {
    const parent = await onIvyAndEzrasAccount(page, request, 'delete-child');

    // Keyboard only: the question starts on the safe answer, so Enter keeps everything.
    await page.getByRole('button', { name: "Delete Ivy's data" }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: "Delete Ivy's data?" });
    await expect(confirm).toContainText("Ivy's profile, photo, listening history, favourites and saved video positions will be deleted.");
    await expect(confirm.getByRole('button', { name: 'Keep everything' })).toBeFocused();
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ivy', exact: true })).toBeVisible();

    await page.getByRole('button', { name: "Delete Ivy's data" }).click();
    await confirm.getByRole('button', { name: "Delete Ivy's data" }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText("Ivy's data is deleted");
    await expect(notifications).toContainText("Removed: Ivy's profile.");
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ivy', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ezra', exact: true })).toBeVisible();

    // The header's list of children, kept between pages, forgets Ivy at once.
    await page.getByRole('button', { name: `Account menu for ${parent.name}` }).click();
    await page.getByRole('menuitem', { name: 'My children' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ezra' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Ivy' })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("downloading the family's data (with the password, a wrong one refused) and deleting a child's data work without JavaScript too", async ({ page, request }) => {
      const parent = await createActiveParent(request, 'delete-child-nojs');
      await addChild(request, parent, 'Ivy');
      await signIn(page, parent.email, parent.password);
      await page.goto('/account/details');
      await refusedFamilyData(page);
      expect(await downloadedFamilyData(page, parent.password)).toContain('tate-family-data/children/1-ivy.json');
      await page.getByRole('button', { name: "Delete Ivy's data" }).click();
      await expect(page).toHaveURL(/deleteChild=/);
      const confirm = page.getByRole('alertdialog', { name: "Delete Ivy's data?" });
      await expect(confirm).toContainText("Ivy's profile, photo, listening history, favourites and saved video positions will be deleted.");
      await expect(page.getByRole('main').getByRole('link', { name: 'Ivy', exact: true })).toBeVisible();
      await confirm.getByRole('button', { name: "Delete Ivy's data" }).click();
      await expect(page).toHaveURL(/\/account\/details$/);
      await expect(page.getByRole('status')).toContainText("Removed: Ivy's profile.");
      await expect(page.getByRole('main').getByRole('link', { name: 'Ivy', exact: true })).toHaveCount(0);
    });
  });

  test('an unlimited plush-toy plan shows no Cancel', async ({ page, request }) => {
    const parent = { name: 'Plush Parent', email: `plush-${Date.now()}@tate.example`, password: 'Calm1234' };
    const signedUp = await request.post(`${CMS_URL}/api/signupByCoupon`, {
      data: { ...parent, couponCode: 'TATE-PLUSH-DEMO', check: true, privacyNoticeVersion: await privacyNoticeVersion(request) },
    });
    expect(((await signedUp.json()) as { response_code: number }).response_code).toBe(200);
    await signIn(page, parent.email, parent.password);
    await page.goto('/account/details');
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText('Unlimited', { exact: true })).toBeVisible();
    await expect(plan).toContainText('nothing to renew or pay');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Danger zone' }).getByRole('button')).toHaveText(['Delete account']);
  });

  // One whole-page axe run a test: each is the costliest step of a journey on a busy machine.
  for (const path of ['/account/details', '/account/create-child']) {
    test(`${path} has no axe violations`, async ({ page, request }) => {
      const parent = await createActiveParent(request, 'axe-account');
      await signIn(page, parent.email, parent.password);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
