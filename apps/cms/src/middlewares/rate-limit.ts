import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { PLAN_MESSAGES, accountEmail } from '@tate/contracts';
import { reply } from '../utils/envelope';
import { clientAddress, knownDevice } from '../security/client-address';
import { TOO_MANY_REQUESTS, count, isRefusal, limitFromEnv, limiterFor, waitFor } from '../security/limiters';
import { deviceOfKnownDeviceToken, emailWindowSeconds, loginLimiters, secretKey } from '../security/login-lockout';
import { holdResetMail, isResetMailHeld } from '../security/reset-mail-hold';

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
  // The renewal form: each answer is a signed checkout link, whichever e-mail is asked about.
  'renewal-subscription': 10,
  // Following those links, from the visitor's browser straight to the CMS: a family's browsers share one address, and
  // a link cannot be guessed (it is signed), so this only stops a flood of checkouts.
  'renewal-checkout': 30,
  'welcome-email': 10,
  email: 10,
};

const MAIL_BUCKETS = new Set(['forgot-password', 'welcome-email', 'email']);
const COUPON_BUCKETS = new Set(['couponverify', 'signup-by-coupon', 'renewal-by-coupon']);
const HOUR_SECONDS = 60 * 60;

const LIMITS_UNAVAILABLE = 'We cannot check this request right now. Please try again in a moment.';

function envName(bucket: string): string {
  return bucket.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** RATE_LIMIT_<BUCKET>_MAX (e.g. RATE_LIMIT_LOGIN_MAX), else RATE_LIMIT_MAX, else the bucket's default. */
function addressMax(bucket: string): number {
  return limitFromEnv(`RATE_LIMIT_${envName(bucket)}_MAX`, limitFromEnv('RATE_LIMIT_MAX', ADDRESS_MAX[bucket] ?? 20));
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The body's e-mail address as accounts compare it, or null. */
function bodyEmail(ctx: Context): string | null {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string' || email.trim() === '' || email.length > 320) return null;
  return accountEmail(email);
}

/** The body's known-device token (an app's, from its last login answer), or null. */
function bodyKnownDeviceToken(ctx: Context): string | null {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || !('knownDeviceToken' in body)) return null;
  const { knownDeviceToken } = body;
  return typeof knownDeviceToken === 'string' ? knownDeviceToken : null;
}

/** The body's coupon code as the coupons compare it (exactly), or null. */
function bodyCouponCode(ctx: Context): string | null {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || !('couponCode' in body)) return null;
  const { couponCode } = body;
  return typeof couponCode === 'string' && couponCode !== '' && couponCode.length <= 255 ? couponCode : null;
}

function tooMany(ctx: Context, waitMs: number): void {
  const retryAfterSeconds = seconds(waitMs);
  ctx.set('Retry-After', String(retryAfterSeconds));
  reply(ctx, 429, TOO_MANY_REQUESTS, { retryAfterSeconds });
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

/** The coupon code was refused: it does not exist, is switched off or has no use left. */
function couponRefused(ctx: Context): boolean {
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || !('response_message' in body)) return false;
  return body.response_message === PLAN_MESSAGES.couponInvalid || body.response_message === PLAN_MESSAGES.couponUsedUp;
}

/** The limits of one request beyond its address's count: a wait before it runs (0: go on), and its answer counted after. */
type RequestLimit = { wait(): Promise<number>; record(ctx: Context): Promise<void> };
type AccountLimits = (ctx: Context, email: string) => RequestLimit;
type RequestLimits = (ctx: Context) => RequestLimit | null;

/** Limits per e-mail address, for requests whose body names one. */
function byEmail(limits: AccountLimits): RequestLimits {
  return (ctx) => {
    const email = bodyEmail(ctx);
    return email ? limits(ctx, email) : null;
  };
}

/**
 * Logins, after OWASP's authentication guidance and rate-limiter-flexible's login protection. A browser the web
 * vouches has signed in to this account before, or an app sending the known-device token its last login gave it (a
 * known device), answers only for its own consecutive failures:
 * strangers' failures never stop it. Any other client has a hard limit per e-mail and client address (consecutive
 * failures, cleared by a success) and shares a bounded lockout per e-mail: past that many failures from unknown
 * devices in the window, unknown devices wait for the window while known ones go on.
 */
function loginLimits(app: object): AccountLimits {
  const { perDevice, perClient, unknownDevices } = loginLimiters(app);
  return (ctx, email) => {
    const account = secretKey(email);
    // The web's signed proof for a browser, else the known-device token an app sends back from its last login.
    const device = knownDevice(ctx, email) ?? deviceOfKnownDeviceToken(bodyKnownDeviceToken(ctx), email);
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
 * not counted among them, so strangers from many addresses cannot stop the parent's own browser either. Past that,
 * a reset link is not refused but held (src/security/reset-mail-hold.ts): a parent on a new device is answered as
 * usual and finds a working link in the mailbox, which proves it is theirs.
 */
function mailLimits(app: object, bucket: string): AccountLimits {
  const window = emailWindowSeconds();
  const perClient = limiterFor(app, `${bucket}-email-client`, {
    points: limitFromEnv(`RATE_LIMIT_${envName(bucket)}_EMAIL_CLIENT_MAX`, 3),
    durationSeconds: window,
  });
  const clients = limiterFor(app, `${bucket}-email`, {
    points: limitFromEnv(`RATE_LIMIT_${envName(bucket)}_EMAIL_MAX`, 3),
    durationSeconds: window,
  });
  return (ctx, email) => {
    const account = secretKey(email);
    const device = knownDevice(ctx, email);
    const clientKey = `${account}:${device ? `device:${device}` : clientAddress(ctx)}`;
    return {
      async wait() {
        const mine = await perClient.get(clientKey);
        if (mine !== null || device) return waitFor(perClient, clientKey);
        const waitMs = await waitFor(clients, account);
        if (waitMs === 0 || bucket !== 'forgot-password') return waitMs;
        holdResetMail(ctx);
        return 0;
      },
      async record(answered) {
        // A held request is not counted: its client was sent nothing, and must stay held while the cap holds.
        if (!mailSent(answered) || isResetMailHeld(answered)) return;
        const mine = await count(perClient, clientKey);
        if (mine.consumedPoints === 1 && !device) await count(clients, account);
      },
    };
  };
}

/**
 * Coupon guessing, on the three coupon routes together: each different code a client tries in vain counts once (a
 * mistyped code sent again is not a new guess). Past RATE_LIMIT_COUPON_GUESS_MAX (10) codes in an hour the client
 * waits an hour. Counted per client (a known device, else its address), so one client's guesses never stop another
 * family's code; a code that works is never counted.
 */
function couponLimits(app: object): RequestLimits {
  const guessesPerClient = limiterFor(app, 'coupon-guesses', {
    points: limitFromEnv('RATE_LIMIT_COUPON_GUESS_MAX', 10),
    durationSeconds: HOUR_SECONDS,
    blockSeconds: HOUR_SECONDS,
  });
  const codesTried = limiterFor(app, 'coupon-code-client', { points: 1, durationSeconds: HOUR_SECONDS });
  return (ctx) => {
    const code = bodyCouponCode(ctx);
    if (!code) return null;
    const client = clientAddress(ctx);
    return {
      wait: () => waitFor(guessesPerClient, client),
      async record(answered) {
        if (!couponRefused(answered)) return;
        const tried = await codesTried.penalty(`${client}:${secretKey(code)}`);
        if (tried.consumedPoints === 1) await count(guessesPerClient, client);
      },
    };
  };
}

/**
 * Route middleware `global::rate-limit` ({ bucket }): requests per bucket and client address
 * (src/security/client-address.ts) in windows of RATE_LIMIT_WINDOW_MS; for logins and mails also the limits per
 * e-mail address above, and for coupons the guesses per client. Past a limit: a 429 envelope with Retry-After.
 * rate-limiter-flexible keeps the counters, in Redis when REDIS_URL is set (shared by every instance, with this
 * process's memory standing in while Redis is down), in memory otherwise. Should a counter still fail, requests that
 * have limits of their own (logins, mails, coupons) are refused with a 503 and others go on
 * (docs/decisions/2026-11-23-login-throttling.md, 2026-11-23-limits-when-redis-fails.md).
 */
export default (config: RateLimitConfig, { strapi }: { strapi: Core.Strapi }) => {
  const bucket = config.bucket ?? 'default';
  const perAddress = limiterFor(strapi, bucket, {
    points: addressMax(bucket),
    durationSeconds: seconds(limitFromEnv('RATE_LIMIT_WINDOW_MS', 60_000)),
  });
  const requestLimits: RequestLimits | null =
    bucket === 'login'
      ? byEmail(loginLimits(strapi))
      : MAIL_BUCKETS.has(bucket)
        ? byEmail(mailLimits(strapi, bucket))
        : COUPON_BUCKETS.has(bucket)
          ? couponLimits(strapi)
          : null;

  return async (ctx: Context, next: Next) => {
    const limit = requestLimits?.(ctx) ?? null;
    try {
      await perAddress.consume(clientAddress(ctx));
      const waitMs = limit ? await limit.wait() : 0;
      if (waitMs > 0) return tooMany(ctx, waitMs);
    } catch (reason) {
      if (isRefusal(reason)) return tooMany(ctx, reason.msBeforeNext);
      if (requestLimits) {
        strapi.log.error(`[rate-limit] counters unavailable, ${bucket} refused: ${String(reason)}`);
        return reply(ctx, 503, LIMITS_UNAVAILABLE);
      }
      strapi.log.warn(`[rate-limit] counters unavailable, request allowed: ${String(reason)}`);
      return next();
    }
    await next();
    await limit?.record(ctx).catch((error: unknown) => {
      strapi.log.warn(`[rate-limit] could not count this answer: ${String(error)}`);
    });
  };
};
