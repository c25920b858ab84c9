/** The longest device name kept (the device session's schema). */
export const DEVICE_NAME_MAX = 100;

/**
 * A new device session's name: the one the client sent (the web names the browser from its User-Agent, an app may
 * name the phone), else one from the apps' deviceType, else a plain one.
 */
export function deviceSessionName(deviceName: string | undefined, deviceType: string | undefined): string {
  if (deviceName) return deviceName;
  const type = deviceType?.trim().toUpperCase();
  if (type === 'WEB') return 'A web browser';
  if (type === 'ANDROID') return 'Android app';
  if (type === 'IOS') return 'iPhone or iPad app';
  return 'A device';
}
