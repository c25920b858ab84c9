/**
 * Known devices (docs/decisions/2026-11-23-login-throttling.md). A browser that has signed in to an account keeps the
 * web's signed device cookie; on a login or reset request for that account the web names the device to the CMS in
 * these headers, signed like the visitor's address: `<t>.<hex HMAC-SHA256(CLIENT_ADDRESS_SECRET, "<t>.<claim>")>`.
 */
export const DEVICE_HEADER = 'x-tate-device';
export const DEVICE_SIGNATURE_HEADER = 'x-tate-device-signature';

/** A device id: 128 random bits in base64url. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** An account's e-mail address as both apps compare it: trimmed and lower-cased. */
export function accountEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the signature covers: this device has signed in to the account with this e-mail address. */
export function deviceClaim(deviceId: string, email: string): string {
  return `device:${deviceId}:${accountEmail(email)}`;
}
