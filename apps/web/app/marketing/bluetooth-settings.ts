/** The welcome guide's answer on a computer (spec section 2, Welcome-media). */
export const BLUETOOTH_SETTINGS_UNSUPPORTED = 'Bluetooth settings link is only supported on mobile devices.';

/** Android's Bluetooth settings screen, opened from the browser by an intent. */
const ANDROID_BLUETOOTH_SETTINGS = 'intent:#Intent;action=android.settings.BLUETOOTH_SETTINGS;end';
/** iOS's Bluetooth settings. */
const IOS_BLUETOOTH_SETTINGS = 'App-Prefs:Bluetooth';

/** The platform's own link to its Bluetooth settings, or null where there is none (computers). */
export function bluetoothSettingsLink(userAgent: string | null): string | null {
  if (!userAgent) return null;
  if (/Android/i.test(userAgent)) return ANDROID_BLUETOOTH_SETTINGS;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return IOS_BLUETOOTH_SETTINGS;
  return null;
}
