import { expect, test } from './support/fixtures';
import { chooseFirstDevice, emulateTatePlush } from '../support/bluetooth';

test('pairing succeeds and reports the device name, then disconnects on the second press', async ({ browser, context, openPlayerPage }) => {
  const browserSession = await emulateTatePlush(browser, '09:09:09:09:09:09');
  const page = await openPlayerPage();
  await chooseFirstDevice(context, page);

  await page.getByRole('button', { name: 'Connect Tate' }).click();

  await expect(page.locator('#bluetooth-status')).toHaveText('Connected to Tate Plush');
  await page.getByRole('button', { name: 'Disconnect Tate' }).click();
  await expect(page.locator('#bluetooth-status')).toHaveText('disconnected');
  await expect(page.getByRole('button', { name: 'Connect Tate' })).toBeVisible();
  await browserSession.send('BluetoothEmulation.disable');
});

test('reports the unsupported message when the browser has no Web Bluetooth', async ({ page, openPlayerPage }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { bluetooth?: unknown }).bluetooth;
  });
  await openPlayerPage();

  await page.getByRole('button', { name: 'Connect Tate' }).click();

  await expect(page.locator('#bluetooth-status')).toHaveText(
    'Bluetooth is not supported on your browser. Please connect through your device.',
  );
  await expect(page.locator('#bluetooth-hint')).toContainText('Chrome');
});
