import { describe, expect, it } from 'vitest';
import { bluetoothSettingsLink } from './bluetooth-settings';

describe('bluetoothSettingsLink', () => {
  it('opens the platform settings on Android and iOS', () => {
    expect(bluetoothSettingsLink('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(
      'intent:#Intent;action=android.settings.BLUETOOTH_SETTINGS;end',
    );
    expect(bluetoothSettingsLink('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      'App-Prefs:Bluetooth',
    );
  });

  it('has no link on a computer or without a user agent', () => {
    expect(bluetoothSettingsLink('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBeNull();
    expect(bluetoothSettingsLink(null)).toBeNull();
  });
});
