import { expect, test } from '@playwright/test';
import { agreeToTermsAndPrivacy, createActiveParent, fillSignUp, logIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.describe('sign up', () => {
  test('a new parent pays on the demo checkout, lands on thank-you and can log in', async ({ page }) => {
    const parent = { name: 'Nina Parent', email: `nina-${Date.now()}@tate.example`, password: 'Calm1234' };
    await page.goto('/signup');
    await expect(page.getByText('$3.99')).toBeVisible();
    await expect(page.getByText('$39.99')).toBeVisible();
    await expect(page.getByText('Save 16%')).toBeVisible();
    // The trial the home pop-up and /subscribe promise, on each paid plan.
    await expect(page.getByRole('radio', { name: /1 Month/ })).toHaveAccessibleName(/14-day free trial/);
    await expect(page.getByRole('radio', { name: /1 Year/ })).toHaveAccessibleName(/14-day free trial/);

    await fillSignUp(page, parent);
    await page.getByRole('radio', { name: /1 Month/ }).check({ force: true });
    await agreeToTermsAndPrivacy(page);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('heading', { name: 'Demo checkout — no real payment' })).toBeVisible();
    await expect(page.getByText(parent.email)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('link', { name: 'Continue to Tate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();

    await logIn(page, parent.email, parent.password);
    // A new parent has no child yet: the library asks for a child profile first (static: Escape does not close it).
    const check = page.getByRole('dialog', { name: 'Welcome to Tate!' });
    await expect(check).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(check.getByRole('link', { name: "Create your child's profile" })).toHaveAttribute('href', '/account/create-child');
  });

  test('the plan chosen on /subscribe and /retail is already selected on sign-up', async ({ page }) => {
    await page.goto('/subscribe');
    await page.getByRole('link', { name: 'Start with 1 Year' }).click();
    await expect(page).toHaveURL(/\/signup\?plan=year$/);
    await expect(page.getByRole('radio', { name: /1 Year/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /1 Month/ })).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // The parent does not touch the plan: the checkout is for the year.
    await fillSignUp(page, { name: 'Yara Parent', email: `yara-${Date.now()}@tate.example`, password: 'Calm1234' });
    await agreeToTermsAndPrivacy(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Demo checkout — no real payment' })).toBeVisible();
    await expect(page.getByText(/Plan: 1 Year/)).toBeVisible();

    await page.goto('/retail');
    await page.getByRole('link', { name: 'Start with 1 Month' }).click();
    await expect(page.getByRole('radio', { name: /1 Month/ })).toBeChecked();

    // Only the contracts' plan intervals are taken from the address.
    await page.goto('/signup?plan=lifetime');
    await expect(page.getByRole('radio', { name: /1 Month/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /1 Year/ })).not.toBeChecked();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('the chosen plan is selected without JavaScript too', async ({ page }) => {
      await page.goto('/signup?plan=year');
      await expect(page.getByRole('radio', { name: /1 Year/ })).toBeChecked();
    });
  });

  test('the spec messages show for an empty and a mismatched form', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Name is required!')).toBeVisible();
    await expect(page.getByText('Email is required!')).toBeVisible();
    await expect(page.getByText('Password is required!')).toBeVisible();
    await expect(page.getByText('Please select any plan!')).toBeVisible();
    // Consent to the privacy notice is asked apart from the terms, and is needed.
    await expect(page.getByText('Please read the privacy notice and agree to it to sign up')).toBeVisible();

    await page.getByLabel('Full name').fill('R2D2');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Calm1234');
    await page.getByLabel('Confirm password').fill('Calm12345');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Name not valid!')).toBeVisible();
    await expect(page.getByText('Email not valid!')).toBeVisible();

    await page.getByLabel('Full name').fill('Rita');
    await page.getByLabel('Email').fill('rita@tate.example');
    await page.getByRole('radio', { name: /1 Month/ }).check({ force: true });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Confirm Password does not match!')).toBeVisible();
  });

  test('an address already in use shows the server message', async ({ page }) => {
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Someone', email: 'parent@tate.local', password: 'Calm1234' });
    await page.getByRole('radio', { name: /1 Year/ }).check({ force: true });
    await agreeToTermsAndPrivacy(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('a wrong coupon code is refused without JavaScript, and what was typed stays', async ({ page }) => {
      const email = `coupon-${Date.now()}@tate.example`;
      await page.goto('/signup');
      await fillSignUp(page, { name: 'Coupon Parent', email, password: 'Calm1234' });
      await page.getByText('I own the plush toy').click();
      await page.getByLabel('Coupon code (plush toy owners)').fill('NOT-A-CODE');
      await agreeToTermsAndPrivacy(page);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveValue('NOT-A-CODE');
      await expect(page.getByLabel('Coupon code (plush toy owners)')).not.toHaveAttribute('readonly');
      // Said on the page, by the code, as with JavaScript.
      await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveAccessibleDescription('Invalid coupon code');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    });

    test('Verify says a wrong coupon code by the code without JavaScript, on sign-up and on renewal', async ({ page }) => {
      for (const path of ['/signup', '/subscription-renewal']) {
        await page.goto(path);
        await page.getByLabel('Email').fill('coupon-typo@tate.example');
        await page.getByLabel('Coupon code (plush toy owners)').fill('NOT-A-CODE');
        await page.getByRole('button', { name: 'Verify code' }).click();
        await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveAccessibleDescription('Invalid coupon code');
        await expect(page.getByText('Invalid coupon code')).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveValue('coupon-typo@tate.example');
      }
    });
  });

  test('a wrong coupon code is refused by the code, in the server message', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Coupon code (plush toy owners)').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveAccessibleDescription('Invalid coupon code');
    await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveValue('NOT-A-CODE');
    await expect(page.getByText('Name is required!')).toHaveCount(0);
  });

  test('the sign-up page has no axe violations', async ({ page }) => {
    await page.goto('/signup');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a parent who has not agreed to the privacy notice in force is asked once, at sign-in', async ({ page, request }) => {
    // Registered by an app too old to show the notice: the web asks before anything else, then never again.
    const parent = await createActiveParent(request, 'renewed-notice', { agreed: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "We've updated our privacy notice" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/privacy');
    // The page itself: the welcome toast that came with the sign-in is the toast region's own business.
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("a refused agreement is the consent form's own message, after a post without JavaScript", async ({ page, request }) => {
      const parent = await createActiveParent(request, 'refused-notice', { agreed: false });
      await page.request.post('/login', { form: { email: parent.email, password: parent.password }, maxRedirects: 0 });
      await page.goto('/privacy/consent');
      // The version a page opened before the notice changed would send: the CMS refuses it.
      await page.locator('input[name="privacyNoticeVersion"]').evaluate((input: HTMLInputElement) => {
        input.value = '2000-01-01';
      });
      await page.getByRole('button', { name: 'I agree' }).click();
      const form = page.locator('form.auth-form');
      await expect(form.getByRole('alert')).toContainText('The privacy notice has changed since you opened it');
      await expect(form).toHaveAccessibleDescription(/^The privacy notice has changed since you opened it/);
    });
  });

  test("a refused agreement is the consent form's own message, announced and describing the form", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'refused-notice-js', { agreed: false });
    await page.request.post('/login', { form: { email: parent.email, password: parent.password }, maxRedirects: 0 });
    await page.goto('/privacy/consent');
    // The version a page opened before the notice changed would send: the CMS refuses it.
    await page.route(/\/privacy\/consent/, async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== 'POST' || !body) return route.continue();
      return route.continue({ postData: body.replace(/privacyNoticeVersion=[^&]*/, 'privacyNoticeVersion=2000-01-01') });
    });
    await page.getByRole('button', { name: 'I agree' }).click();
    const form = page.locator('form.auth-form');
    await expect(form.getByRole('alert')).toContainText('The privacy notice has changed since you opened it');
    await expect(form).toHaveAccessibleDescription(/^The privacy notice has changed since you opened it/);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
