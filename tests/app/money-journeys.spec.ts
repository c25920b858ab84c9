import type { Browser, Page } from '@playwright/test';
import { agreeToTermsAndPrivacy, createActiveParent, fillSignUp, logIn, privacyNoticeVersion, signIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL } from './support/cms';
import { lapsePlanAt } from './support/expire';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';
import { asVisitor, expect, newVisitorAddress, test } from './support/visitor';

// The money journeys against the CMS's labelled demo checkout (no Stripe keys, TATE_DEMO_PAYMENTS=true).
// Every form here is used without JavaScript; the pages it ends on always offer a way on. Journeys whose
// outcome is a toast run twice: without JavaScript (Playwright cannot show <noscript> content, so they check
// where the parent lands and the plan) and with it (the toast too).
test.use({ javaScriptEnabled: false });

/** How long a log-in (the form, the CMS's check, the library) takes on a quiet machine, with room to spare. */
const LOG_IN_MS = 5_000;

/** A browser context of a family of its own (its own address): the CMS limits renewals and sign-ups per address. */
function familyContext(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ javaScriptEnabled, extraHTTPHeaders: asVisitor(newVisitorAddress()) });
}

async function expectToast(page: Page, javaScript: boolean, message: string) {
  if (javaScript) await expect(page.getByText(message)).toBeVisible();
}

const DEMO_COUPON = 'TATE-PLUSH-DEMO';
const newParent = (label: string) => ({
  name: 'Money Parent',
  email: `${label}-${Date.now()}@tate.example`,
  password: 'Calm1234',
});

/** The sign-up form, filled in and agreed to, not yet sent. */
async function filledSignUp(page: Page, parent: TestParent) {
  await page.goto('/signup');
  await fillSignUp(page, parent);
  await agreeToTermsAndPrivacy(page);
}

/** Pays on the CMS's demo checkout page and follows its link back to the web app's thank-you page. */
async function payOnDemoCheckout(page: Page) {
  await expect(page.getByRole('heading', { name: 'Demo checkout — no real payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('link', { name: 'Continue to Tate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();
  // The date in the site's locale, en-CA: "until December 10, 2026".
  await expect(page.getByRole('status').filter({ hasText: /plan is active until [A-Z][a-z]+ \d{1,2}, \d{4}/ })).toBeVisible();
  await expect(page.getByText('Your subscription is being set up')).toHaveCount(0);
  await expect(page.getByText(/Log in once your payment is done/)).toHaveCount(0);
}

/** A parent who registered for a monthly plan and abandoned the checkout. */
async function abandonedCheckout(page: Page, label: string) {
  const parent = newParent(label);
  const registered = await page.request.post(`${CMS_URL}/api/register`, {
    data: { ...parent, plan: 'month', check: true, privacyNoticeVersion: await privacyNoticeVersion(page.request) },
  });
  expect(((await registered.json()) as { response_code: number }).response_code).toBe(200);
  return parent;
}

async function planOnAccountDetails(page: Page) {
  await page.goto('/account/details');
  return page.getByRole('region', { name: 'Plan' });
}

/** Logs the parent in and finds `plan` (Monthly, Yearly, Unlimited) on the account details. */
async function expectPlanAfterLogIn(page: Page, parent: { email: string; password: string }, plan: string) {
  await signIn(page, parent.email, parent.password);
  await expect((await planOnAccountDetails(page)).getByText(plan)).toBeVisible();
}

/** A coupon sign-up or renewal went through: the login page says `toast`, and once logged in the plan is Unlimited. */
async function expectUnlimitedAfterLogIn(page: Page, javaScript: boolean, parent: { email: string; password: string }, toast: string) {
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, javaScript, toast);
  await expectPlanAfterLogIn(page, parent, 'Unlimited');
}

test('sign up monthly, pay, and see the active monthly plan on account details', async ({ page }) => {
  const parent = newParent('monthly');
  await filledSignUp(page, parent);
  await page.getByText('1 Month', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await payOnDemoCheckout(page);
  await page.getByRole('link', { name: 'Log in to start listening' }).click();
  await signIn(page, parent.email, parent.password);
  const subscription = await planOnAccountDetails(page);
  await expect(subscription.getByText('Monthly')).toBeVisible();
  await expect(subscription.getByText(/Renews on/)).toBeVisible();
});

for (const javaScript of [false, true]) {
  test(`sign up with the seeded plush-toy coupon gives the unlimited plan without payment${
    javaScript ? ' (with JavaScript)' : ''
  }`, async ({ browser }) => {
    const page = await (await familyContext(browser, javaScript)).newPage();
    const parent = newParent('coupon');
    await filledSignUp(page, parent);
    await page.getByText('I own the plush toy').click();
    await page.getByLabel('Coupon code (plush toy owners)').fill(DEMO_COUPON);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectUnlimitedAfterLogIn(page, javaScript, parent, 'SIGN UP SUCCESSFUL');
  });
}

for (const javaScript of [false, true]) {
  test(`Verify checks a coupon first: the answer on the page, plan and code locked, and the sign-up goes on${
    javaScript ? ' (with JavaScript)' : ''
  }`, async ({ browser }) => {
    const page = await (await familyContext(browser, javaScript)).newPage();
    const parent = newParent('verify-first');
    const coupon = page.getByLabel('Coupon code (plush toy owners)');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(parent.name);
    await page.getByLabel('Email').fill(parent.email);
    await coupon.fill(DEMO_COUPON);
    await page.getByRole('button', { name: 'Verify code' }).click();

    // Said on the page, by the code, the same with and without JavaScript.
    await expect(page.getByRole('status').filter({ hasText: 'Coupon code verified successfully: unlimited access' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /plush toy/ })).toBeChecked();
    await expect(coupon).toHaveValue(DEMO_COUPON);
    await expect(coupon).toHaveAttribute('readonly');
    await expect(page.getByRole('button', { name: 'Verify code' })).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue(parent.name);
    await expect(page.getByLabel('Email')).toHaveValue(parent.email);

    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByLabel('Confirm password').fill(parent.password);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByText('I have read the privacy notice').click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectUnlimitedAfterLogIn(page, javaScript, parent, 'SIGN UP SUCCESSFUL');
  });
}

test('Enter in a field sends the sign-up, not the coupon check beside the code', async ({ page }) => {
  const parent = newParent('enter-key');
  await filledSignUp(page, parent);
  await page.getByText('1 Month', { exact: true }).click();
  await page.getByLabel('Full name').press('Enter');
  await payOnDemoCheckout(page);
});

test('a coupon typed while a paid plan is chosen is not ignored, and what was typed stays', async ({ page }) => {
  const parent = newParent('coupon-with-plan');
  await filledSignUp(page, parent);
  await page.getByText('1 Year', { exact: true }).click();
  await page.getByLabel('Coupon code (plush toy owners)').fill(DEMO_COUPON);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("To use a coupon code, choose 'I own the plush toy'")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(parent.email);
  await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveValue(DEMO_COUPON);
});

test('abandon checkout, log in (finish subscribing), renew by paying', async ({ page }) => {
  const parent = await abandonedCheckout(page, 'abandoned');
  await page.goto('/login');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("You haven't finished subscribing yet: your payment was not completed.")).toBeVisible();
  await page.getByRole('link', { name: 'Finish subscribing' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Renew Your Subscription' })).toBeVisible();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByRole('button', { name: 'Renew' }).click();
  // Validation keeps what was typed.
  await expect(page.getByText('Please select any plan!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(parent.email);
  await page.getByText('1 Month', { exact: true }).click();
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByRole('button', { name: 'Renew' }).click();
  await payOnDemoCheckout(page);
  await expectPlanAfterLogIn(page, parent, 'Monthly');
});

for (const javaScript of [false, true]) {
  test(`renew by coupon goes to login with the success message${javaScript ? ' (with JavaScript)' : ''}`, async ({ browser }) => {
    const page = await (await familyContext(browser, javaScript)).newPage();
    const parent = await abandonedCheckout(page, 'renew-coupon');
    await page.goto('/subscription-renewal');
    await page.getByLabel('Email').fill(parent.email);
    await page.getByText('I own the plush toy').click();
    await page.getByLabel('Coupon code (plush toy owners)').fill(DEMO_COUPON);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByRole('button', { name: 'Renew' }).click();
    await expectUnlimitedAfterLogIn(page, javaScript, parent, 'You have successfully renewed your subscription');
  });
}

test('on renewal, Verify with the form complete renews at once (with JavaScript)', async ({ browser }) => {
  const page = await (await familyContext(browser, true)).newPage();
  const parent = await abandonedCheckout(page, 'renew-verify');
  await page.goto('/subscription-renewal?plan=month');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Coupon code (plush toy owners)').fill(DEMO_COUPON);
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Coupon code verified successfully')).toBeVisible();
  await expect(page.getByText('You have successfully renewed your subscription')).toBeVisible();
  await expectPlanAfterLogIn(page, parent, 'Unlimited');
});

test('renewal by coupon for an unknown e-mail shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/subscription-renewal');
  await page.getByLabel('Email').fill('nobody-here@tate.example');
  await page.getByText('I own the plush toy').click();
  await page.getByLabel('Coupon code (plush toy owners)').fill(DEMO_COUPON);
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No account exists with the given email id' })).toBeVisible();
  // The coupon was not used; the parent corrects the address instead of typing everything again.
  await expect(page.getByLabel('Email')).toHaveValue('nobody-here@tate.example');
  await expect(page.getByLabel('Coupon code (plush toy owners)')).toHaveValue(DEMO_COUPON);
});

test('paid renewal tells nothing about the e-mail: an unknown one goes on to sign in', async ({ page }) => {
  await page.goto('/subscription-renewal?plan=year');
  await page.getByLabel('Email').fill('nobody-here@tate.example');
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('cancel, see Cancelled, resubscribe', async ({ page }) => {
  const parent = await createActiveParent(page.request, 'cancel');
  await signIn(page, parent.email, parent.password);
  const subscription = await planOnAccountDetails(page);
  await page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Alert!' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(subscription.getByText('Cancelled', { exact: true })).toBeVisible();
  await subscription.getByRole('link', { name: 'Resubscribe' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Renew Your Subscription' })).toBeVisible();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByText('I agree to the Terms & Conditions').click();
  await page.getByRole('button', { name: 'Renew' }).click();
  await payOnDemoCheckout(page);
  await expect((await planOnAccountDetails(page)).getByText(/Renews on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

for (const javaScript of [false, true]) {
  test(`a plan that lapses mid-visit leads to /subscription and paying again in one form${javaScript ? ' (with JavaScript)' : ''}`, async ({
    browser,
  }) => {
    const page = await (await familyContext(browser, javaScript)).newPage();
    const parent = await createActiveParent(page.request, 'lapse');
    // The plan lapses just after the log-in, as time passing ends one (set ahead of it: the CMS keeps a signed-in
    // account's row and hears only its own writes); the parent then carries on.
    const lapsesAt = Date.now() + scaledBudget(LOG_IN_MS);
    await lapsePlanAt(parent.email, lapsesAt);
    await logIn(page, parent.email, parent.password);
    await page.waitForTimeout(Math.max(0, lapsesAt - Date.now()));
    await page.goto('/account/details');
    await expect(page).toHaveURL(/\/subscription$/);
    await expectToast(page, javaScript, 'Your subscription is expired!');
    await expect(page.getByRole('heading', { level: 1, name: /Become a member/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

    await page.getByRole('link', { name: 'Subscribe to 1 Year' }).click();
    await page.getByLabel('Email').fill(parent.email);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByRole('button', { name: 'Renew' }).click();
    await payOnDemoCheckout(page);
    await expectPlanAfterLogIn(page, parent, 'Yearly');
  });
}

for (const javaScript of [false, true]) {
  test(`a signed-in parent pays for a chosen plan on /payment, is thanked for the payment and goes home${javaScript ? ' (with JavaScript)' : ''}`, async ({ browser }) => {
    const context = await familyContext(browser, javaScript);
    const page = await context.newPage();
    const parent = await createActiveParent(page.request, 'payment');
    await signIn(page, parent.email, parent.password);
    await page.goto('/payment');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Please select any plan!')).toBeVisible();
    await page.getByText('1 Year', { exact: true }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Demo checkout — no real payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('link', { name: 'Continue to Tate' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toHaveCount(0);
    const thanks = javaScript ? page.getByRole('region', { name: 'Notifications' }) : page.getByRole('status');
    await expect(thanks).toContainText('THANK YOU FOR PAYMENT');
    await expect((await planOnAccountDetails(page)).getByText('Yearly')).toBeVisible();

    // The thanks is said once: a later return to the thank-you page is the ordinary one.
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();
    await context.close();
  });
}

test('the subscription page shows both plans from the CMS with one price reading, no trial for a lapsed member', async ({ page }) => {
  await page.goto('/subscription');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { name: '1 Month', exact: true })).toBeVisible();
  await expect(plans.getByText('$3.99')).toBeVisible();
  await expect(plans.getByText('$39.99')).toBeVisible();
  await expect(plans.getByText('Save 16%')).toBeVisible();
  await expect(plans.getByText('14-day free trial')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up with a 14-day free trial' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

for (const path of ['/subscription', '/subscription-renewal', '/thank-you']) {
  test(`axe finds nothing on ${path}`, async ({ browser }) => {
    const page = await (await familyContext(browser, true)).newPage();
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
