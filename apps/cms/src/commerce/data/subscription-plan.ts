import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The subscription plan's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const SUBSCRIPTION_PLAN = 'api::subscription-plan.subscription-plan';

/** A plan record the commerce team keeps: its name, interval, price and Stripe price. */
export type SubscriptionPlan = StoredRow<typeof SUBSCRIPTION_PLAN>;

/** The plan records in their sort order; none when the content type is not registered. */
export async function subscriptionPlans(): Promise<SubscriptionPlan[]> {
  if (!strapi.contentTypes[SUBSCRIPTION_PLAN]) return [];
  return storedRows(SUBSCRIPTION_PLAN).findMany({}, [{ sortOrder: 'asc' }, { id: 'asc' }]);
}
