import crypto from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountEmail } from '@tate/contracts';
import { limitFromEnv, limiterFor } from './limiters';
import { readSecret } from './secrets';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** RATE_LIMIT_EMAIL_WINDOW_MS (15 minutes): the window of the counts per e-mail address. */
export function emailWindowSeconds(): number {
  return Math.max(1, Math.ceil(limitFromEnv('RATE_LIMIT_EMAIL_WINDOW_MS', 15 * 60_000) / 1000));
}

/** Counter keys name an e-mail address or a coupon code only by its hash. */
export function secretKey(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export type LoginLimiters = {
  /** A known device's own failures in a row, per account and device. */
  perDevice: RateLimiterAbstract;
  /** An unknown client's failures in a row, per account and client address. */
  perClient: RateLimiterAbstract;
  /** Failures from unknown devices per account: past them, unknown devices wait (strangers cannot stop known ones). */
  unknownDevices: RateLimiterAbstract;
};

/** The login counters of the rate-limit middleware (src/middlewares/rate-limit.ts), one set per app. */
export function loginLimiters(app: object): LoginLimiters {
  const window = emailWindowSeconds();
  return {
    perDevice: limiterFor(app, 'login-device', { points: limitFromEnv('RATE_LIMIT_LOGIN_DEVICE_MAX', 10), durationSeconds: DAY_SECONDS, blockSeconds: 15 * 60 }),
    perClient: limiterFor(app, 'login-email-client', { points: limitFromEnv('RATE_LIMIT_LOGIN_EMAIL_CLIENT_MAX', 10), durationSeconds: DAY_SECONDS, blockSeconds: HOUR_SECONDS }),
    unknownDevices: limiterFor(app, 'login-email', { points: limitFromEnv('RATE_LIMIT_LOGIN_EMAIL_MAX', 20), durationSeconds: window, blockSeconds: window }),
  };
}

/**
 * A completed password reset proves the mailbox: the account's lockout for unknown devices ends, and so do the
 * failures in a row of the client that reset it, so the parent's new phone or browser signs in at once. Strangers who
 * go on guessing start counting again from nothing.
 */
export async function endLoginLockout(app: object, email: string, client: string): Promise<void> {
  const { perClient, unknownDevices } = loginLimiters(app);
  const account = secretKey(email);
  await Promise.all([unknownDevices.delete(account), perClient.delete(`${account}:${client}`)]);
}

/** A known-device token: `<device key>.<hex HMAC-SHA256(CLIENT_ADDRESS_SECRET, "known-device:<key>:<e-mail>")>`. */
const KNOWN_DEVICE_TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/;

function knownDeviceDigest(deviceKey: string, email: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`known-device:${deviceKey}:${accountEmail(email)}`).digest('hex');
}

/**
 * The token a successful login gives the apps (the login answer's `knownDeviceToken`, docs/decisions/2026-11-28-device-sessions.md):
 * it says this device has signed in to the account of `email` before and outlives logout, so a later login that sends
 * it back is a known device's, which strangers' failures do not lock. The device keeps its key across sign-ins
 * (`presented`, the token it sent, when it is valid for this account), else gets a new one.
 */
export function knownDeviceToken(email: string, presented: string | null, secret = readSecret('CLIENT_ADDRESS_SECRET')): string {
  const deviceKey = deviceOfKnownDeviceToken(presented, email, secret) ?? crypto.randomBytes(16).toString('base64url');
  return `${deviceKey}.${knownDeviceDigest(deviceKey, email, secret)}`;
}

/** The device key of a known-device token made for the account of `email`, or null: none, forged, or another account's. */
export function deviceOfKnownDeviceToken(token: string | null, email: string, secret = readSecret('CLIENT_ADDRESS_SECRET')): string | null {
  const match = KNOWN_DEVICE_TOKEN.exec(token ?? '');
  if (!match) return null;
  const [, deviceKey = '', presented = ''] = match;
  return crypto.timingSafeEqual(Buffer.from(knownDeviceDigest(deviceKey, email, secret)), Buffer.from(presented)) ? deviceKey : null;
}
