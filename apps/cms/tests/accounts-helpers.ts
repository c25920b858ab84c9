import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signClaim } from '@tate/contracts/signed-claim';

export type Envelope = { response_code: number; response_message: string; response_data?: unknown };
export type Answer = { status: number; body: Envelope };

/** Calls the CMS API the way the apps do: JSON body, token in the authtoken header (or as Bearer). */
export async function call(
  baseUrl: string,
  method: string,
  apiPath: string,
  body?: unknown,
  auth?: { token: string; as?: 'authtoken' | 'bearer' },
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (auth) {
    if (auth.as === 'bearer') headers.authorization = `Bearer ${auth.token}`;
    else headers.authtoken = auth.token;
  }
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = { response_code: response.status, response_message: text };
  }
  return { status: response.status, body: parsed };
}

export function post(baseUrl: string, apiPath: string, body?: unknown, token?: string): Promise<Answer> {
  return call(baseUrl, 'POST', apiPath, body, token ? { token } : undefined);
}

/** The headers of a request the web forwards for a visitor at `address` (it signs every visitor's address). */
export function asVisitor(address: string): Record<string, string> {
  return { 'x-tate-client-address': address, 'x-tate-client-signature': signClaim(address, process.env.CLIENT_ADDRESS_SECRET ?? '') };
}

/** A POST from the visitor at `address`, through the web. */
export function postAs(address: string, baseUrl: string, apiPath: string, body: unknown, token?: string): Promise<Answer> {
  return call(baseUrl, 'POST', apiPath, body, token ? { token } : undefined, asVisitor(address));
}

export function tempMailDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tate-mail-'));
}

export type CapturedMail = { to: string; subject: string; text: string; html: string; replyTo?: string; from?: string };

/** Messages the capture e-mail provider wrote into the folder, oldest first. */
export function readMails(dir: string): CapturedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CapturedMail);
}

let counter = 0;
/** A fresh parent's sign-up payload (unique e-mail per call). */
export function newParent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ana O'Neil-Smith",
    email: `Parent${counter}.${Date.now()}@Example.com`,
    password: 'Calm2024x',
    plan: 'month',
    check: true,
    deviceType: 'WEB',
    ...overrides,
  };
}

/**
 * Demo checkout (no Stripe keys): follow the payment address (a renewal's link redirects to the checkout page) and
 * press Pay, on the page it led to.
 */
export async function payDemoCheckout(checkoutUrl: string): Promise<{ page: string; done: string }> {
  const pageResponse = await fetch(checkoutUrl);
  const page = await pageResponse.text();
  const doneResponse = await fetch(pageResponse.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  return { page, done: await doneResponse.text() };
}
