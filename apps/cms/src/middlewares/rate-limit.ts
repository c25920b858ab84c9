import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { accountEmail } from '@tate/contracts';
import { reply } from '../utils/envelope';
import { clientAddress, knownDevice } from '../security/client-address';
import { count, isRefusal, limiterFor, waitFor } from '../security/limiters';

type RateLimitConfig = { bucket?: string };

/**
 * Requests per client address and window (RATE_LIMIT_WINDOW_MS, 1 minute). The address is the visitor's
 * own (signed by the web) or the caller's, so a family or a school behind one address shares it: the
 * numbers leave room for a classroom signing in at once while still stopping scripted guessing.
 */
const ADDRESS_MAX: Record<string, number> = {
  login: 60,
  'check-user': 60,
  'forgot-password': 20,
  couponverify: 30,
  contact: 10,
  register: 20,
  'signup-by-coupon': 20,
  'renewal-by-coupon': 20,
  'welcome-email': 10,
  email: 10,
};

const MAIL_BUCKETS = new Set(['forgot-password', 'welcome-email', 'email']);
const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function envName(bucket: string): string {
  return bucket.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** RATE_LIMIT_<BUCKET>_MAX (e.g. RATE_LIMIT_LOGIN_MAX), else RATE_LIMIT_MAX, else the bucket's default. */
function addressMax(bucket: string): number {
  return envNumber(`RATE_LIMIT_${envName(bucket)}_MAX`, envNumber('RATE_LIMIT_MAX', ADDRESS_MAX[bucket] ?? 20));
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** RATE_LIMIT_EMAIL_WINDOW_MS (15 minutes): the window of the per-e-mail counts. */
function emailWindowSeconds(): number {
  return seconds(envNumber('RATE_LIMIT_EMAIL_WINDOW_MS', 15 * 60_000));
}

/** The body's e-mail address as accounts compare it, or null. */
function bodyEmail(ctx: Context): string | null {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string' || email.trim() === '' || email.length > 320) return null;
  return accountEmail(email);
}

/** Counter keys name an e-mail address only by its hash. */
function emailKey(email: string): string {
  return crypto.createHash('sha256').update(email).digest('hex');
}

function tooMany(ctx: Context, waitMs: number): void {
  const retryAfterSeconds = seconds(waitMs);
  ctx.set('Retry-After', String(retryAfterSeconds));
  reply(ctx, 429, TOO_MANY, { retryAfterSeconds });
}

function responseCode(ctx: Context): unknown {
  const body: unknown = ctx.body;
  return typeof body === 'object' && body !== null && 'response_code' in body ? body.response_code : undefined;
}

/** A failed login: anything but 200, or 201 (right password, plan expired). */
function loginFailed(ctx: Context): boolean {
  const code = responseCode(ctx);
  return ctx.status >= 300 || (code !== 200 && code !== 201);
}

function mailSent(ctx: Context): boolean {
  return ctx.status < 300 && responseCode(ctx) === 200;
}

/** The limits of one request on one e-mail address: a wait before it runs (0: go on), and its answer counted after. */
type AccountLimit = { wait(): Promise<number>; record(ctx: Context): Promise<void> };
type AccountLimits = (ctx: Context, email: string) => AccountLimit;

/**
 * Logins, after OWASP's authentication guidance and rate-limiter-flexible's login protection. A browser the web
 * vouches has signed in to this account before (a known device) answers only for its own consecutive failures:
 * strangers' failures never stop it. Any other client has a hard limit per e-mail and client address (consecutive
 * failures, cleared by a success) and shares a bounded lockout per e-mail: past that many failures from unknown
 * devices in the window, unknown devices wait for the window while known ones go on.
 */
function loginLimits(app: object): AccountLimits {
  const window = emailWindowSeconds();
  const perDevice = limiterFor(app, 'login-device', {
    points: envNumber('RATE_LIMIT_LOGIN_DEVICE_MAX', 10),
    durationSeconds: DAY_SECONDS,
    blockSeconds: 15 * 60,
  });
  const perClient = limiterFor(app, 'login-email-client', {
    points: envNumber('RATE_LIMIT_LOGIN_EMAIL_CLIENT_MAX', 10),
    durationSeconds: DAY_SECONDS,
    blockSeconds: HOUR_SECONDS,
  });
  const unknownDevices = limiterFor(app, 'login-email', {
    points: envNumber('RATE_LIMIT_LOGIN_EMAIL_MAX', 20),
    durationSeconds: window,
    blockSeconds: window,
  });
  return (ctx, email) => {
    const account = emailKey(email);
    const device = knownDevice(ctx, email);
    // Failures in a row, which a success clears: the known device's, else this client's for this e-mail.
    const consecutive = device
      ? { limiter: perDevice, key: `${account}:${device}` }
      : { limiter: perClient, key: `${account}:${clientAddress(ctx)}` };
    const counters = device ? [consecutive] : [consecutive, { limiter: unknownDevices, key: account }];
    return {
      async wait() {
        const waits = await Promise.all(counters.map(({ limiter, key }) => waitFor(limiter, key)));
        return Math.max(...waits);
      },
      async record(answered) {
        if (loginFailed(answered)) await Promise.all(counters.map(({ limiter, key }) => count(limiter, key)));
        else await consecutive.limiter.delete(consecutive.key);
      },
    };
  };
}

/**
 * Mails to one address (a reset link, a welcome, the newsletter's): each client (a known device, else an address)
 * gets a few per window, so a stranger uses up only their own. The address as a whole is not flooded: within the
 * window mails go to it for a few clients only; a client counts once, when it is first sent one. Known devices are
 * not counted among them, so strangers from many addresses cannot stop the parent's own browser either.
 */
function mailLimits(app: object, bucket: string): AccountLimits {
  const window = emailWindowSeconds();
  const perClient = limiterFor(app, `${bucket}-email-client`, {
    points: envNumber(`RATE_LIMIT_${envName(bucket)}_EMAIL_CLIENT_MAX`, 3),
    durationSeconds: window,
  });
  const clients = limiterFor(app, `${bucket}-email`, {
    points: envNumber(`RATE_LIMIT_${envName(bucket)}_EMAIL_MAX`, 3),
    durationSeconds: window,
  });
  return (ctx, email) => {
    const account = emailKey(email);
    const device = knownDevice(ctx, email);
    const clientKey = `${account}:${device ? `device:${device}` : clientAddress(ctx)}`;
    return {
      async wait() {
        const mine = await perClient.get(clientKey);
        if (mine !== null || device) return waitFor(perClient, clientKey);
        return waitFor(clients, account);
      },
      async record(answered) {
        if (!mailSent(answered)) return;
        const mine = await count(perClient, clientKey);
        if (mine.consumedPoints === 1 && !device) await count(clients, account);
      },
    };
  };
}

/**
 * Route middleware `global::rate-limit` ({ bucket }): requests per bucket and client address
 * (src/security/client-address.ts) in windows of RATE_LIMIT_WINDOW_MS; for logins and mails also the limits per
 * e-mail address above. Past a limit: a 429 envelope with Retry-After. rate-limiter-flexible keeps the counters, in
 * Redis when REDIS_URL is set (shared by every instance), in memory otherwise (docs/decisions/2026-11-23-login-throttling.md).
 */
export default (config: RateLimitConfig, { strapi }: { strapi: Core.Strapi }) => {
  const bucket = config.bucket ?? 'default';
  const perAddress = limiterFor(strapi, bucket, {
    points: addressMax(bucket),
    durationSeconds: seconds(envNumber('RATE_LIMIT_WINDOW_MS', 60_000)),
  });
  const accountLimits = bucket === 'login' ? loginLimits(strapi) : MAIL_BUCKETS.has(bucket) ? mailLimits(strapi, bucket) : null;

  return async (ctx: Context, next: Next) => {
    const email = accountLimits ? bodyEmail(ctx) : null;
    const account = accountLimits && email ? accountLimits(ctx, email) : null;
    try {
      await perAddress.consume(clientAddress(ctx));
      const waitMs = account ? await account.wait() : 0;
      if (waitMs > 0) return tooMany(ctx, waitMs);
    } catch (reason) {
      if (isRefusal(reason)) return tooMany(ctx, reason.msBeforeNext);
      strapi.log.warn(`[rate-limit] counter store unavailable, request allowed: ${String(reason)}`);
      return next();
    }
    await next();
    await account?.record(ctx).catch((error: unknown) => {
      strapi.log.warn(`[rate-limit] could not count against an e-mail address: ${String(error)}`);
    });
  };
};
