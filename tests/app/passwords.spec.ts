import { expect, test } from '@playwright/test';
import { createActiveParent, readResetLink, signIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('passwords', () => {
  test('a parent resets a forgotten password from the e-mailed link and logs in with it', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'forgot');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(parent.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('A password reset link has been sent to your email')).toBeVisible();

    const link = new URL(await readResetLink(parent.email));
    await page.goto(`${link.pathname}${link.search}`);
    expect(await axeViolations(page)).toEqual([]);
    // The button waits for a valid form; each field says what is wrong once left.
    const submit = page.getByRole('button', { name: /Reset password/ });
    await expect(submit).toBeDisabled();
    await page.getByLabel('New password').fill('Short1');
    await page.getByLabel('Confirm password').fill('Other1');
    await page.getByLabel('New password').focus();
    await expect(page.getByText('Password must contain at least 8 characters')).toBeVisible();
    await expect(page.getByText('Confirm Password does not match!')).toBeVisible();
    await expect(submit).toBeDisabled();

    await page.getByLabel('New password').fill('Fresh5678');
    await page.getByLabel('Confirm password').fill('Fresh5678');
    await expect(submit).toBeEnabled();
    // The new password is held on its way until the button has been seen disabled: it cannot be sent twice.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/reset-password/, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await submit.click();
    await expect(submit).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password has been successfully reset')).toBeVisible();
    await page.unrouteAll();

    // The used link says so as soon as it is opened, before any password is typed.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('The password reset link is invalid')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);

    await signIn(page, parent.email, 'Fresh5678');
  });

  test('an unknown reset link says so when the page opens and leads to a new one', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/reset-password?token=${'0'.repeat(64)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await expect(page.getByText('The password reset link is invalid')).toBeVisible();
      await expect(page.getByLabel('New password')).toHaveCount(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByLabel('Email')).toBeVisible();
      await context.close();
    }
  });

  test('an unknown address is told no account exists, and reset without a token goes home', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@tate.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('No account exists with the given email id')).toBeVisible();

    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('changing the password signs the parent out; the new one works', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'change');
    await signIn(page, parent.email, parent.password);
    await page.goto('/change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Old Password is required!')).toBeVisible();
    await expect(page.getByText('New Password is required!')).toBeVisible();

    await page.getByLabel('Old password').fill('Wrong1234');
    await page.getByLabel('New password').fill('Newer5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByText('Old password is incorrect')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Old password is incorrect');

    await page.getByLabel('Old password').fill(parent.password);
    await page.getByLabel('New password').fill('Newer5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await signIn(page, parent.email, 'Newer5678');
  });

  test('without JavaScript a wrong old password is said on the form, and no later page says it again', async ({ browser, request }) => {
    const parent = await createActiveParent(request, 'change-nojs');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, parent.email, parent.password);
    await page.goto('/change-password');
    await page.getByLabel('Old password').fill('Wrong1234');
    await page.getByLabel('New password').fill('Newer5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByText('Old password is incorrect')).toBeVisible();
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Old password is incorrect')).toHaveCount(0);
    await context.close();
  });

  test('the password pages have no axe violations', async ({ page, request }) => {
    for (const path of ['/forgot-password', '/reset-password?token=abc']) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
    const parent = await createActiveParent(request, 'axe');
    await signIn(page, parent.email, parent.password);
    await page.goto('/change-password');
    expect(await axeViolations(page)).toEqual([]);
  });
});
