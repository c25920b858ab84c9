import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { reply } from '../utils/envelope';
import { createStore, type Hit, type RateLimitStore } from '../api/account/lib/rate-limit-store';
import { clientAddress } from '../security/client-address';

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

/**
 * Per e-mail address (the body's `email`) and window (RATE_LIMIT_EMAIL_WINDOW_MS, 15 minutes), whoever
 * asks: failed logins lock only that account for the window; mails actually sent to one person stay few.
 */
const EMAIL_RULES: Record<string, { max: number; counts: 'failures' | 'mails sent' }> = {
  login: { max: 10, counts: 'failures' },
  'forgot-password': { max: 3, counts: 'mails sent' },
  'welcome-email': { max: 3, counts: 'mails sent' },
  email: { max: 3, counts: 'mails sent' },
};

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

/** RATE_LIMIT_<BUCKET>_EMAIL_MAX, else the rule's default. */
function emailMax(bucket: string, fallback: number): number {
  return envNumber(`RATE_LIMIT_${envName(bucket)}_EMAIL_MAX`, fallback);
}

function bodyEmail(ctx: Context): string | null {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string' || email.trim() === '' || email.length > 320) return null;
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function tooMany(ctx: Context, hit: Hit): void {
  const retryAfterSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
  ctx.set('Retry-After', String(retryAfterSeconds));
  reply(ctx, 429, TOO_MANY, { retryAfterSeconds });
}

function responseCode(ctx: Context): unknown {
  return (ctx.body as { response_code?: unknown } | undefined)?.response_code;
}

/** Does this answer count against the e-mail address? A failed login (not 200, nor 201 "expired"), or a mail sent (200). */
function countsAgainstEmail(ctx: Context, counts: 'failures' | 'mails sent'): boolean {
  const code = responseCode(ctx);
  if (counts === 'failures') return ctx.status >= 300 || (code !== 200 && code !== 201);
  return ctx.status < 300 && code === 200;
}

let shared: RateLimitStore | null = null;

/**
 * Route middleware `global::rate-limit` ({ bucket }): fixed-window counters per bucket and client address
 * (src/security/client-address.ts), and for some buckets per e-mail address too; past a limit a 429
 * envelope. Counters live in Redis when REDIS_URL is set (shared by every instance), in memory otherwise.
 */
export default (config: RateLimitConfig, { strapi }: { strapi: Core.Strapi }) => {
  const bucket = config.bucket ?? 'default';
  shared ??= createStore(process.env.REDIS_URL);
  const store = shared;
  const prefix = process.env.RATE_LIMIT_PREFIX || 'tate:rate';
  const emailRule = EMAIL_RULES[bucket];

  return async (ctx: Context, next: Next) => {
    const email = emailRule ? bodyEmail(ctx) : null;
    const emailKey = email ? `${prefix}:${bucket}-email:${email}` : null;
    const emailWindowMs = envNumber('RATE_LIMIT_EMAIL_WINDOW_MS', 15 * 60_000);
    try {
      const address = await store.hit(`${prefix}:${bucket}:${clientAddress(ctx)}`, envNumber('RATE_LIMIT_WINDOW_MS', 60_000));
      if (address.count > addressMax(bucket)) return tooMany(ctx, address);
      if (emailKey && emailRule) {
        const perEmail = await store.peek(emailKey);
        if (perEmail.count >= emailMax(bucket, emailRule.max)) return tooMany(ctx, perEmail);
      }
    } catch (error) {
      strapi.log.warn(`[rate-limit] counter store unavailable, request allowed: ${(error as Error).message}`);
      return next();
    }
    await next();
    if (emailKey && emailRule && countsAgainstEmail(ctx, emailRule.counts)) {
      await store.hit(emailKey, emailWindowMs).catch((error: unknown) => {
        strapi.log.warn(`[rate-limit] could not count against an e-mail address: ${(error as Error).message}`);
      });
    }
  };
};
