import { describe, expect, it, vi } from 'vitest';
import { BluetoothToy, type BluetoothState } from './bluetooth-toy';
import {
  ANDROID_BLUETOOTH_SETTINGS_URL,
  IOS_BLUETOOTH_SETTINGS_URL,
  detectPlatform,
  openBluetoothSettings,
} from './bluetooth-settings';
import type { BluetoothLike } from './web-bluetooth';
import { fakeBluetooth, TATE_SERVICE } from '../test-support/fake-bluetooth';

describe('BluetoothToy', () => {
  it('reports the unsupported-browser message and a browser hint without Web Bluetooth', async () => {
    const toy = new BluetoothToy(undefined);

    const state = await toy.toggle();

    expect(state).toEqual({
      status: 'unsupported',
      message: 'Bluetooth is not supported on your browser. Please connect through your device.',
      hint: expect.stringContaining('Chrome'),
    });
    expect(toy.supported).toBe(false);
  });

  it('asks for any device and names it once connected', async () => {
    const { bluetooth } = fakeBluetooth();
    const toy = new BluetoothToy(bluetooth);
    const changes: BluetoothState['status'][] = [];
    toy.on('change', (state) => changes.push(state.status));

    const state = await toy.toggle();

    expect(bluetooth.requestDevice).toHaveBeenCalledWith({ acceptAllDevices: true, optionalServices: [TATE_SERVICE] });
    expect(state).toEqual({ status: 'connected', deviceName: 'Tate Plush', message: 'Connected to Tate Plush' });
    expect(changes).toEqual(['connecting', 'connected']);
  });

  it('disconnects on the second press', async () => {
    const { bluetooth, gatt } = fakeBluetooth();
    const toy = new BluetoothToy(bluetooth);
    await toy.toggle();
    await toy.goodnight();

    const state = await toy.toggle();

    expect(state).toEqual({ status: 'disconnected' });
    expect(gatt.disconnect).toHaveBeenCalledOnce();
    expect(bluetooth.requestDevice).toHaveBeenCalledOnce();
  });

  it('reports a cancelled chooser as a failure the user can retry', async () => {
    const bluetooth: BluetoothLike = {
      requestDevice: vi.fn(async () => Promise.reject(new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError'))),
    };
    const toy = new BluetoothToy(bluetooth);
    const errors = vi.fn();
    toy.on('error', errors);

    const state = await toy.toggle();

    expect(state).toEqual({ status: 'failed', message: 'User cancelled the requestDevice() chooser.' });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: 'bluetooth-failed' }));
  });
});

describe('BluetoothToy.goodnight', () => {
  it('writes the goodnight command to the toy: 0x01, the light level, the fade seconds', async () => {
    const { bluetooth, written } = fakeBluetooth();
    const toy = new BluetoothToy(bluetooth);
    await toy.toggle();

    expect(await toy.goodnight()).toBe(true);
    expect(await toy.goodnight({ lightLevel: 40, fadeSeconds: 3 })).toBe(true);
    expect(await toy.goodnight({ lightLevel: 300, fadeSeconds: -2 })).toBe(true);

    expect(written).toEqual([
      [0x01, 0, 10],
      [0x01, 40, 3],
      [0x01, 255, 0],
    ]);
  });

  it('sends nothing and resolves false when no toy is connected', async () => {
    const { bluetooth, writeValueWithResponse } = fakeBluetooth();
    const toy = new BluetoothToy(bluetooth);

    expect(await toy.goodnight()).toBe(false);
    expect(await new BluetoothToy(undefined).goodnight()).toBe(false);
    expect(writeValueWithResponse).not.toHaveBeenCalled();
  });

  it('reports a failed write as an error and stays connected', async () => {
    const { bluetooth, writeValueWithResponse } = fakeBluetooth();
    writeValueWithResponse.mockRejectedValueOnce(new DOMException('GATT operation failed.', 'NetworkError'));
    const toy = new BluetoothToy(bluetooth);
    await toy.toggle();
    const errors = vi.fn();
    toy.on('error', errors);

    expect(await toy.goodnight()).toBe(false);

    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'bluetooth-failed', message: 'Tate did not hear goodnight. Try again when the toy is near.' }),
    );
    expect(toy.state.status).toBe('connected');
  });
});

describe('openBluetoothSettings', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', 'ios'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 'other'],
  ])('detects %s as %s', (userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });

  it('opens the Android and iOS settings links', () => {
    const navigate = vi.fn();
    openBluetoothSettings({ platform: 'android', navigate });
    openBluetoothSettings({ platform: 'ios', navigate });

    expect(navigate.mock.calls).toEqual([[ANDROID_BLUETOOTH_SETTINGS_URL], [IOS_BLUETOOTH_SETTINGS_URL]]);
  });

  it('alerts elsewhere', () => {
    const alert = vi.fn();
    const navigate = vi.fn();

    openBluetoothSettings({ platform: 'other', alert, navigate });

    expect(alert).toHaveBeenCalledWith('Bluetooth settings link is only supported on mobile devices.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
