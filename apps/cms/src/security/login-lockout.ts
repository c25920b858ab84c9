import crypto from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { limitFromEnv, limiterFor } from './limiters';

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
