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

/** Tate's toy control service and its command characteristic, written out as the SDK's README gives them. */
export const TATE_TOY_SERVICE_UUID = '544fb3d3-108c-4dd4-82ee-ae6397c51569';
export const TATE_TOY_COMMAND_UUID = 'b4eed6f6-945f-4e95-a9c4-ce77019b90a0';

/** One write the emulated toy received on its command characteristic. */
export interface ToyWrite {
  bytes: number[];
  writeType: string | undefined;
}

/**
 * Gives the emulated plush at `address` Tate's toy control service with its command characteristic, and answers the
 * page's GATT connection, service discovery and writes with success, as the toy would. Returns the writes received,
 * in order (the array fills as they arrive).
 */
export async function emulateTateToyCommands(browserSession: CDPSession, address: string): Promise<ToyWrite[]> {
  const { serviceId } = await browserSession.send('BluetoothEmulation.addService', { address, serviceUuid: TATE_TOY_SERVICE_UUID });
  const { characteristicId } = await browserSession.send('BluetoothEmulation.addCharacteristic', {
    serviceId,
    characteristicUuid: TATE_TOY_COMMAND_UUID,
    properties: { write: true },
  });
  const writes: ToyWrite[] = [];
  browserSession.on('BluetoothEmulation.gattOperationReceived', (operation) => {
    if (operation.address !== address) return;
    void browserSession.send('BluetoothEmulation.simulateGATTOperationResponse', { address, type: operation.type, code: 0 });
  });
  browserSession.on('BluetoothEmulation.characteristicOperationReceived', (operation) => {
    if (operation.characteristicId !== characteristicId || operation.type !== 'write') return;
    writes.push({ bytes: [...Buffer.from(operation.data ?? '', 'base64')], writeType: operation.writeType });
    void browserSession.send('BluetoothEmulation.simulateCharacteristicOperationResponse', { characteristicId, type: 'write', code: 0 });
  });
  return writes;
}
