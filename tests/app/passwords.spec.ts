import { expect, test } from '@playwright/test';
import { createActiveParent, logIn, readResetLink } from './support/accounts';
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
    await page.getByLabel('New password').fill('Short1');
    await page.getByLabel('Confirm password').fill('Other1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must contain at least 8 characters')).toBeVisible();
    await expect(page.getByText('Confirm Password does not match!')).toBeVisible();

    await page.getByLabel('New password').fill('Fresh5678');
    await page.getByLabel('Confirm password').fill('Fresh5678');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password has been successfully reset')).toBeVisible();

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('Again5678');
    await page.getByLabel('Confirm password').fill('Again5678');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The password reset link is invalid')).toBeVisible();

    await logIn(page, parent.email, 'Fresh5678');
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
    await logIn(page, parent.email, parent.password);
    await page.goto('/change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Old Password is required!')).toBeVisible();
    await expect(page.getByText('New Password is required!')).toBeVisible();

    await page.getByLabel('Old password').fill('Wrong1234');
    await page.getByLabel('New password').fill('Newer5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Old password is incorrect')).toBeVisible();

    await page.getByLabel('Old password').fill(parent.password);
    await page.getByLabel('New password').fill('Newer5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await logIn(page, parent.email, 'Newer5678');
  });

  test('the password pages have no axe violations', async ({ page, request }) => {
    for (const path of ['/forgot-password', '/reset-password?token=abc']) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
    const parent = await createActiveParent(request, 'axe');
    await logIn(page, parent.email, parent.password);
    await page.goto('/change-password');
    expect(await axeViolations(page)).toEqual([]);
  });
});
