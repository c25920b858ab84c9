export const BLUETOOTH_UNSUPPORTED_MESSAGE =
  'Bluetooth is not supported on your browser. Please connect through your device.';
export const BLUETOOTH_BROWSER_HINT = 'For Bluetooth pairing, open this page in Google Chrome.';
export const BLUETOOTH_SETTINGS_DESKTOP_MESSAGE = 'Bluetooth settings link is only supported on mobile devices.';

export function connectedMessage(deviceName: string): string {
  return `Connected to ${deviceName}`;
}
