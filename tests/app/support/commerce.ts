import { expect, type APIRequestContext } from '@playwright/test';
import { CMS_URL } from './cms';

/** The demo Commerce user of the seed (apps/cms/src/seed/people.ts): coupons, plans and partners. */
const COMMERCE = { email: 'commerce@tate.local', password: 'TateCommerce1!' };

let commerceLogin: Promise<string> | undefined;

/**
 * The Commerce user's admin token, signed in once per test worker: Strapi lets one address sign in as one admin five
 * times in five minutes, and the partner journeys of a lane (each making its own partners) would spend them.
 */
export function commerceToken(request: APIRequestContext): Promise<string> {
  commerceLogin ??= (async () => {
    const login = await request.post(`${CMS_URL}/admin/login`, { data: COMMERCE });
    expect(login.ok(), `the Commerce user signs in to the admin: ${login.status()}`).toBe(true);
    return ((await login.json()) as { data: { token: string } }).data.token;
  })();
  return commerceLogin;
}
