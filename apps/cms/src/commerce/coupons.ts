import { MESSAGES } from '@tate/contracts';
import { couponExpiry } from '../accounts/expiry';
import type { Plan } from '../accounts/users';

export const COUPON_UID = 'api::coupon.coupon';

export type Coupon = {
  id: number;
  code: string;
  plan: Plan;
  /** Days the granted plan lasts; null grants it without an end. */
  grantDays: number | null;
  redemptionLimit: number;
  redemptionCount: number;
  active: boolean;
};

export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; message: string };

const INVALID_COUPON = MESSAGES.couponInvalid;
const USED_UP_COUPON = MESSAGES.couponUsedUp;

/** Codes are case-sensitive: the lookup compares exactly (no $eqi). */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  const coupon = (await strapi.db.query(COUPON_UID).findOne({ where: { code: { $eq: code } } })) as Coupon | null;
  if (!coupon || coupon.code !== code || !coupon.active) return { ok: false, message: INVALID_COUPON };
  if (coupon.redemptionCount >= coupon.redemptionLimit) return { ok: false, message: USED_UP_COUPON };
  return { ok: true, coupon };
}

export function grantOf(coupon: Coupon, now = new Date()): { plan: Plan; expiryDate: Date | null } {
  return { plan: coupon.plan, expiryDate: couponExpiry(coupon.grantDays, now) };
}

function columns() {
  const meta = strapi.db.metadata.get(COUPON_UID);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  return { table: meta.tableName, code: column('code'), count: column('redemptionCount'), limit: column('redemptionLimit'), active: column('active') };
}

/**
 * Takes one use of the coupon atomically: UPDATE ... SET count = count + 1 WHERE count < limit AND active.
 * Of two parents racing for the last use, the database lets exactly one update match.
 */
export async function redeemCoupon(code: string): Promise<CouponCheck> {
  const checked = await checkCoupon(code);
  if (!checked.ok) return checked;
  const knex = strapi.db.connection;
  const c = columns();
  const updated = await knex(c.table)
    .where(c.code, code)
    .andWhere(c.active, true)
    .andWhere(c.count, '<', knex.ref(c.limit))
    .update({ [c.count]: knex.raw('?? + 1', [c.count]) });
  if (updated !== 1) return { ok: false, message: USED_UP_COUPON };
  return { ok: true, coupon: { ...checked.coupon, redemptionCount: checked.coupon.redemptionCount + 1 } };
}

/** Gives a use back when the sign-up it was taken for could not be completed. */
export async function releaseCoupon(code: string): Promise<void> {
  const knex = strapi.db.connection;
  const c = columns();
  await knex(c.table).where(c.code, code).andWhere(c.count, '>', 0).update({ [c.count]: knex.raw('?? - 1', [c.count]) });
}
