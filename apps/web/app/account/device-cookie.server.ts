import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { accountEmail, DEVICE_HEADER, DEVICE_ID_PATTERN, DEVICE_SIGNATURE_HEADER, deviceClaim } from '@tate/contracts';
import { z } from 'zod';
import { readSecret } from '../session/secret.server';
import { signClaim } from '@tate/contracts/signed-claim';
import { cookieOptions } from '../session/cookie-options.server';

/** How many accounts one browser remembers having signed in to (a family's shared laptop). */
const MAX_ACCOUNTS = 5;

/**
 * The device cookie (OWASP's "device cookies", docs/decisions/2026-11-23-login-throttling.md): set after a successful
 * login, kept for a year, signed with SESSION_SECRET and out of the page's reach. It survives logout: it only says
 * that this browser has signed in to these accounts before, so strangers' failed logins elsewhere do not stop it.
 */
export const deviceCookie = createCookie('tate_device', cookieOptions({ signed: true, maxAge: 60 * 60 * 24 * 365 }));

const deviceSchema = z.object({
  id: z.string().regex(DEVICE_ID_PATTERN),
  /** SHA-256 of each account's e-mail address (as accounts compare it), newest first: no address in clear. */
  accounts: z.array(z.string()).max(MAX_ACCOUNTS),
});

export type Device = z.infer<typeof deviceSchema>;

function accountKey(email: string): string {
  return crypto.createHash('sha256').update(accountEmail(email)).digest('hex');
}

/** This browser's device cookie, or null when it has none (or one that is not validly signed). */
export async function readDevice(request: Request): Promise<Device | null> {
  const parsed = deviceSchema.safeParse(await deviceCookie.parse(request.headers.get('Cookie')));
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie value after a successful login to `email`: the browser keeps its id (or gets one) and lists the account. */
export async function rememberDevice(device: Device | null, email: string): Promise<string> {
  const key = accountKey(email);
  const others = (device?.accounts ?? []).filter((account) => account !== key);
  return deviceCookie.serialize({
    id: device?.id ?? crypto.randomBytes(16).toString('base64url'),
    accounts: [key, ...others].slice(0, MAX_ACCOUNTS),
  });
}

/**
 * The headers that tell the CMS this browser has signed in to `email` before (signed like the visitor's address), or
 * none when it has not: the CMS then treats the request as coming from an unknown device.
 */
export function deviceProofHeaders(
  device: Device | null,
  email: string,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Record<string, string> {
  if (!device?.accounts.includes(accountKey(email))) return {};
  return {
    [DEVICE_HEADER]: device.id,
    [DEVICE_SIGNATURE_HEADER]: signClaim(deviceClaim(device.id, email), readSecret('CLIENT_ADDRESS_SECRET', env), now),
  };
}
