import { expect, test } from '@playwright/test';
import { CMS_URL, logInAsEditor } from './support/admins';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

const forbidden = [
  ['Children', 'api::child.child'],
  ['Listening history', 'api::child-history.child-history'],
  ['Listening days', 'api::child-history.listening-day'],
  ['Favourites', 'api::favourite.favourite'],
  ['Contact messages', 'api::contact-message.contact-message'],
  ['Newsletter sign-ups', 'api::newsletter-signup.newsletter-signup'],
  ['Coupons', 'api::coupon.coupon'],
  ['Plans', 'api::subscription-plan.subscription-plan'],
] as const;

test('an Editor sees the library in the Content Manager and cannot open family data, coupons or plans', async ({ page, request }) => {
  test.setTimeout(scaledBudget(180_000));
  const token = await logInAsEditor(page);
  await page.goto('/admin/content-manager');
  const nav = page.getByRole('navigation', { name: 'Content Manager' });
  await expect(nav.getByRole('link', { name: 'Meditation' })).toBeVisible();
  for (const name of ['Child', 'Child history', 'Favourite', 'Coupon', 'Subscription plan', 'Contact message', 'Newsletter signup']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  for (const [label, uid] of forbidden) {
    await page.goto(`/admin/content-manager/collection-types/${uid}`);
    await expect(page.getByText(/don't have the permissions|You do not have the permission/i), label).toBeVisible();
    const api = await request.get(`${CMS_URL}/content-manager/collection-types/${uid}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(api.status(), label).toBe(403);
  }
});
