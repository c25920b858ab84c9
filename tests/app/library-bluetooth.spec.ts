import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { chooseFirstDevice, emulateTatePlush } from '../support/bluetooth';
import { DEMO_PARENT, signIn } from './support/accounts';
import { pressWhenHydrated } from './support/hydration';

// Web Bluetooth exists in headless Linux Chromium only with this flag (machine notes).
test.use({ launchOptions: chromiumLaunchOptions(['--enable-experimental-web-platform-features']) });

test('the library button pairs the toy through Chromium Bluetooth emulation, then disconnects', async ({ browser, context, page }) => {
  const browserSession = await emulateTatePlush(browser, '09:09:09:09:09:10');
  await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
  await page.goto('/library', { waitUntil: 'networkidle' });
  await chooseFirstDevice(context, page);

  await pressWhenHydrated(page.getByRole('button', { name: 'Connect Tate' }));
  await expect(page.getByText('Connected to Tate Plush')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect Tate' }).click();
  await expect(page.getByRole('button', { name: 'Connect Tate' })).toBeVisible();
  await browserSession.send('BluetoothEmulation.disable');
});

test('without Web Bluetooth the library explains it and names a browser that can', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { bluetooth?: unknown }).bluetooth;
  });
  await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
  await page.goto('/library', { waitUntil: 'networkidle' });
  await pressWhenHydrated(page.getByRole('button', { name: 'Connect Tate' }));
  const alert = page.getByRole('alert').filter({ hasText: 'Bluetooth is not supported on your browser. Please connect through your device.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Chrome');
});

test('a visitor is not offered to connect a toy; the library starts with its meditations', async ({ page }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meditations library' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Tate' })).toHaveCount(0);
});
