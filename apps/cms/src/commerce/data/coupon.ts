import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The coupon content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const COUPON = 'api::coupon.coupon';

/** A coupon: the plan it grants for grantDays (null: without an end), used redemptionCount of redemptionLimit times. */
export type Coupon = StoredRow<typeof COUPON>;

/** The coupon with exactly this code (codes are case-sensitive: no $eqi). */
export function findCoupon(code: string): Promise<Coupon | null> {
  return storedRows(COUPON).findOne({ code: { $eq: code } });
}

function columns() {
  const meta = strapi.db.metadata.get(COUPON);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  return { table: meta.tableName, code: column('code'), count: column('redemptionCount'), limit: column('redemptionLimit'), active: column('active') };
}

/**
 * Takes one use of the coupon atomically: UPDATE ... SET count = count + 1 WHERE count < limit AND active.
 * Of two parents racing for the last use, the database lets exactly one update match. Answers whether it did.
 */
export async function takeCouponUse(code: string): Promise<boolean> {
  const knex = strapi.db.connection;
  const c = columns();
  const updated = await knex(c.table)
    .where(c.code, code)
    .andWhere(c.active, true)
    .andWhere(c.count, '<', knex.ref(c.limit))
    .update({ [c.count]: knex.raw('?? + 1', [c.count]) });
  return updated === 1;
}

/** Gives a use back when the sign-up it was taken for could not be completed. */
export async function releaseCoupon(code: string): Promise<void> {
  const knex = strapi.db.connection;
  const c = columns();
  await knex(c.table).where(c.code, code).andWhere(c.count, '>', 0).update({ [c.count]: knex.raw('?? - 1', [c.count]) });
}
