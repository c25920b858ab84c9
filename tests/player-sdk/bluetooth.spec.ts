import { expect, test } from './support/fixtures';

test('pairing succeeds and reports the device name, then disconnects on the second press', async ({ browser, context, openPlayerPage }) => {
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  await browserSession.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address: '09:09:09:09:09:09',
    name: 'Tate Plush',
    manufacturerData: [],
    knownServiceUuids: [],
  });
  const page = await openPlayerPage();
  const pageSession = await context.newCDPSession(page);
  await pageSession.send('DeviceAccess.enable');
  let answered = false;
  pageSession.on('DeviceAccess.deviceRequestPrompted', ({ id, devices }) => {
    const device = devices[0];
    if (answered || !device) return;
    answered = true;
    void pageSession.send('DeviceAccess.selectPrompt', { id, deviceId: device.id });
  });

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
