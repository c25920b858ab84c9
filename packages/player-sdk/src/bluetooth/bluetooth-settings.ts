import { BLUETOOTH_SETTINGS_DESKTOP_MESSAGE } from './messages';

export const ANDROID_BLUETOOTH_SETTINGS_URL = 'intent:#Intent;action=android.settings.BLUETOOTH_SETTINGS;end';
export const IOS_BLUETOOTH_SETTINGS_URL = 'App-Prefs:Bluetooth';

export type Platform = 'android' | 'ios' | 'other';

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

export interface OpenBluetoothSettingsOptions {
  platform?: Platform;
  navigate?: (url: string) => void;
  alert?: (message: string) => void;
}

/** Opens the phone's Bluetooth settings on Android and iOS; elsewhere alerts that only phones support it. */
export function openBluetoothSettings(options: OpenBluetoothSettingsOptions = {}): Platform {
  const platform = options.platform ?? detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const alert = options.alert ?? ((message: string) => window.alert(message));
  if (platform === 'android') navigate(ANDROID_BLUETOOTH_SETTINGS_URL);
  else if (platform === 'ios') navigate(IOS_BLUETOOTH_SETTINGS_URL);
  else alert(BLUETOOTH_SETTINGS_DESKTOP_MESSAGE);
  return platform;
}
