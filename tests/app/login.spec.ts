import { expect, test, type Page } from '@playwright/test';
import { DEMO_PARENT, createActiveParent, logIn } from './support/accounts';
import { CMS_URL } from './support/cms';
import { axeViolations } from './support/axe';
import { pressWhenHydrated } from './support/hydration';
import { expirePlan } from './support/expire';

/** A members-only link followed by a visitor: a calm note naming the page above the form, no error, and on there after login. */
async function followMembersOnlyLink(page: Page, { axe }: { axe: boolean }) {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment$/);
  const note = page.getByRole('status').filter({ hasText: 'Log in to continue to Payment' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('You need to sign in to access this section');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
  // axe runs scripts in the page, so only where the page has JavaScript.
  if (axe) expect(await axeViolations(page)).toEqual([]);

  await page.goto('/account/details');
  await expect(page.getByRole('status').filter({ hasText: 'Log in to continue to My account' })).toBeVisible();
  await page.goto('/login?redirectTo=%2Fabout');
  await expect(page.getByText('Log in to continue', { exact: true })).toBeVisible();

  await page.goto('/payment');
  await page.getByLabel('Email').fill(DEMO_PARENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PARENT.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test.describe('login and logout', () => {
  test('the demo parent logs in, sees the account menu and logs out', async ({ page }) => {
    await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    await expect(page.getByText('Welcome to Tate, Demo Parent!')).toBeVisible();
    // Right after the press that moved the page: nothing the login page's button announced is left naming nothing.
    expect(await axeViolations(page)).toEqual([]);

    const menuButton = page.getByRole('button', { name: `Account menu for ${DEMO_PARENT.name}` });
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account/details');
    await expect(page.getByRole('menuitem', { name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'My children' }).click();
    await expect(page.getByRole('menuitem', { name: 'Lily' })).toHaveAttribute('href', /^\/child-profile\/[\w-]+$/);
    await expect(page.getByRole('menuitem', { name: 'Max' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The account menu is a script-driven button: wait until the page's scripts have loaded and hydrated it (a press
    // before that did nothing, and the journey waited for a menu that never opened: the clean clone of 02a1c42).
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/account\/details$/);

    await pressWhenHydrated(page.getByRole('button', { name: `Account menu for ${DEMO_PARENT.name}` }));
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/favourites');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffavourites$/);
    await expect(page.getByText('You need to sign in to access this section')).toBeVisible();
  });

  test('another name of the site leads to its one address, where the parent stays signed in', async ({ page }) => {
    const publicOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
    const otherName = `http://localhost:${new URL(publicOrigin).port}`;

    await page.goto(`${otherName}/login?from=mail`);
    await expect(page).toHaveURL(`${publicOrigin}/login?from=mail`);
    await page.getByLabel('Email').fill(DEMO_PARENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PARENT.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${publicOrigin}/library`);

    // A link on the other name (a reset e-mail or a payment return written before the address was fixed).
    await page.goto(`${otherName}/account/details`);
    await expect(page).toHaveURL(`${publicOrigin}/account/details`);
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO_PARENT.name}` })).toBeVisible();
  });

  test('a wrong password shows the server message and empties the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_PARENT.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    // The form's own message (FormAlert) is first in the form and describes it.
    await expect(page.locator('form.auth-form')).toHaveAccessibleDescription('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Subscription Expired? Subscribe Again' })).toHaveCount(0);
  });

  test('a plan that ended gets the expiry message and the renew link', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'lapsed-login');
    await expirePlan(parent.email);
    await page.goto('/login');
    await page.getByLabel('Email').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your subscription is expired!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscription Expired? Subscribe Again' })).toHaveAttribute('href', '/subscription-renewal');
    await expect(page.getByRole('link', { name: 'Finish subscribing' })).toHaveCount(0);
  });

  test("on a phone the signed-in parent's links are inline in the menu, one level", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    // The phone's Menu button is a script's: pressed before the page's scripts hydrate it, it does nothing.
    await page.goto('/account/details', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await pressWhenHydrated(nav.getByRole('button', { name: 'Menu' }));
    await expect(nav.getByRole('paragraph').filter({ hasText: DEMO_PARENT.name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/details');
    await expect(nav.getByRole('link', { name: 'Lily' })).toHaveAttribute('href', /^\/child-profile\/[\w-]+$/);
    await expect(nav.getByRole('link', { name: 'Max' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO_PARENT.name}` })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });

  test('a members-only link lands on login with a note naming the page, and goes on there after login', async ({ page }) => {
    await followMembersOnlyLink(page, { axe: true });
  });

  test('an empty form shows the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill required field!' })).toBeVisible();
    await expect(page.getByText('Email is required!')).toBeVisible();
    await expect(page.getByText('Password is required!')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_PARENT.email);
    await expect(page.getByRole('alert').filter({ hasText: 'Please write your password!' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('a parent who closed the checkout is asked to finish subscribing, not told it expired', async ({ page, request }) => {
      const email = `unpaid-${Date.now()}@tate.example`;
      const registered = await request.post(`${CMS_URL}/api/register`, {
        data: { name: 'Unpaid Parent', email, password: 'Unpaid123', plan: 'month', check: true },
      });
      expect((await registered.json()).response_code).toBe(200);

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Unpaid123');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: "You haven't finished subscribing yet: your payment was not completed." })).toBeVisible();
      await expect(page.locator('form.auth-form')).toHaveAccessibleDescription("You haven't finished subscribing yet: your payment was not completed.");
      await expect(page.getByText('Your subscription is expired!')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Subscription Expired? Subscribe Again' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Finish subscribing' }).click();
      await expect(page).toHaveURL(/\/subscription-renewal$/);
    });

    test('a members-only link lands on login with a note naming the page without JavaScript', async ({ page }) => {
      await followMembersOnlyLink(page, { axe: false });
    });

    test('login and logout work without JavaScript', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Please fill required field!')).toBeVisible();
      await expect(page.getByText('Email is required!')).toBeVisible();

      await page.getByLabel('Email').fill(DEMO_PARENT.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PARENT.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('the login page has no axe violations', async ({ page }) => {
    await page.goto('/login');
    expect(await axeViolations(page)).toEqual([]);
  });
});
