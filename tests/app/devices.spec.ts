import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createActiveParent, signIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';

// Issue 54 item 1: each sign-in is a device; logout signs out only this one, and the account page signs out the others
// (docs/decisions/2026-11-28-device-sessions.md). Two browser contexts are two devices, named from their User-Agent.

const LAPTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const TABLET_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Device = { context: BrowserContext; page: Page };

async function device(browser: Browser, userAgent: string, javaScriptEnabled: boolean, parent: TestParent): Promise<Device> {
  const context = await browser.newContext({ userAgent, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, parent.email, parent.password);
  return { context, page };
}

/** Opens the account page and answers its Devices card. */
async function devicesCard(page: Page) {
  await page.goto('/account/details');
  return page.getByRole('region', { name: 'Devices' });
}

/** Logs out from the header: its account menu with JavaScript, its plain form without. */
async function logOut(page: Page, parent: TestParent, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) {
    await page.getByRole('button', { name: `Account menu for ${parent.name}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  } else {
    await page.getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

/** A toast: shown with JavaScript (Playwright cannot show the <noscript> one, so without it the page is checked). */
async function expectToast(page: Page, javaScriptEnabled: boolean, message: string): Promise<void> {
  if (javaScriptEnabled) await expect(page.getByText(message)).toBeVisible();
}

/** The device is signed out: a member page sends it to /login. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/account/details');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fdetails$/);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`devices ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test('logout signs out only this device; the list signs out one, then all the others', async ({ browser, request }) => {
      const parent = await createActiveParent(request, `devices-${javaScriptEnabled ? 'js' : 'nojs'}`);
      const laptop = await device(browser, LAPTOP_AGENT, javaScriptEnabled, parent);
      const tablet = await device(browser, TABLET_AGENT, javaScriptEnabled, parent);

      const card = await devicesCard(laptop.page);
      await expect(card.getByRole('listitem')).toHaveText([/^Firefox on WindowsThis device$/, /^Chrome on AndroidLast seen just now/]);
      await expect(card.getByRole('button', { name: 'Sign out Firefox on Windows, last seen just now' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Sign out Chrome on Android, last seen just now' })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(laptop.page)).toEqual([]);

      // The laptop logs out: the tablet stays signed in, and its list no longer shows the laptop.
      await logOut(laptop.page, parent, javaScriptEnabled);
      await expectSignedOut(laptop.page);
      await expect((await devicesCard(tablet.page)).getByRole('listitem')).toHaveText([/^Chrome on AndroidThis device$/]);

      // Back on the laptop; the tablet signs it out from the list.
      await signIn(laptop.page, parent.email, parent.password);
      const tabletCard = await devicesCard(tablet.page);
      await tabletCard.getByRole('button', { name: 'Sign out Firefox on Windows, last seen just now' }).click();
      await expectToast(tablet.page, javaScriptEnabled, 'The device has been signed out');
      await expect(tablet.page.getByRole('region', { name: 'Devices' }).getByRole('listitem')).toHaveText([/^Chrome on AndroidThis device$/]);
      await expectSignedOut(laptop.page);

      // Two more sign-ins elsewhere; "Sign out all other devices" ends both and keeps the tablet.
      await signIn(laptop.page, parent.email, parent.password);
      const phone = await device(browser, TABLET_AGENT, javaScriptEnabled, parent);
      await (await devicesCard(tablet.page)).getByRole('button', { name: 'Sign out all other devices' }).click();
      await expectToast(tablet.page, javaScriptEnabled, 'Every other device has been signed out');
      await expect(tablet.page.getByRole('region', { name: 'Devices' }).getByRole('button')).toHaveCount(0);
      await expectSignedOut(laptop.page);
      await expectSignedOut(phone.page);
      await expect((await devicesCard(tablet.page)).getByRole('listitem')).toHaveText([/^Chrome on AndroidThis device$/]);

      await Promise.all([laptop.context.close(), tablet.context.close(), phone.context.close()]);
    });
  });
}

test('the Devices card at 375 and 1280 px', async ({ browser, request }) => {
  const parent = await createActiveParent(request, 'devices-looks');
  const tablet = await device(browser, TABLET_AGENT, true, parent);
  const laptop = await device(browser, LAPTOP_AGENT, true, parent);
  for (const width of [375, 1280]) {
    await laptop.page.setViewportSize({ width, height: 900 });
    const card = await devicesCard(laptop.page);
    await expect(card.getByRole('listitem')).toHaveCount(2);
    const box = await card.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    await card.screenshot({ path: test.info().outputPath(`devices-${width}.png`) });
  }
  expect(await axeViolations(laptop.page)).toEqual([]);
  await Promise.all([laptop.context.close(), tablet.context.close()]);
});
