import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Chromium's Bluetooth emulation, on, with one plush toy named "Tate Plush" already connected at `address`. Send
 * `BluetoothEmulation.disable` on the returned session at the end of the test.
 */
export async function emulateTatePlush(browser: Browser, address: string): Promise<CDPSession> {
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  await browserSession.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address,
    name: 'Tate Plush',
    manufacturerData: [],
    knownServiceUuids: [],
  });
  return browserSession;
}

/** Answers the page's first Bluetooth device chooser with the first device it offers, as a person would. */
export async function chooseFirstDevice(context: BrowserContext, page: Page): Promise<void> {
  const pageSession = await context.newCDPSession(page);
  await pageSession.send('DeviceAccess.enable');
  let answered = false;
  pageSession.on('DeviceAccess.deviceRequestPrompted', ({ id, devices }) => {
    const device = devices[0];
    if (answered || !device) return;
    answered = true;
    void pageSession.send('DeviceAccess.selectPrompt', { id, deviceId: device.id });
  });
}
