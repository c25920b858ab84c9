import type { SeedModule } from './seed-module';
import { service } from '../utils/services';
import { findUserByEmail } from '../utils/data/user';
import { COUPON, findCoupon } from '../commerce/data/coupon';

export const DEMO_EDITOR = { email: 'editor@tate.local', password: 'TateEditor1!' };
/** The demo 'Coupons and plans' user: coupons, plans and partners (their keys, origins, licences and plays). */
export const DEMO_COMMERCE = { email: 'commerce@tate.local', password: 'TateCommerce1!' };
export const DEMO_PARENT = { email: 'parent@tate.local', password: 'TateParent1', name: 'Demo Parent' };
/** A plush-toy coupon for trying the coupon sign-up and renewal on a demo server (unlimited plan). */
export const DEMO_COUPON = { code: 'TATE-PLUSH-DEMO', plan: 'unlimited', redemptionLimit: 10_000 } as const;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The demo editor (an admin panel user with the Editor role: manages and publishes content, not settings), the
 * demo Commerce user (coupons, plans and partners) and the demo parent (users-permissions user, yearly plan, active, expiring one year after seeding).
 * Both are created through their plugin's user service, which hashes the password. Also the demo coupon, and the demo
 * parent's consent to the seeded privacy notice, so signing in as them is not first asked for it.
 */
export const peopleSeed: SeedModule = {
  name: 'people',
  async run(strapi) {
    for (const admin of [
      { ...DEMO_EDITOR, lastname: 'Editor', role: 'strapi-editor' },
      { ...DEMO_COMMERCE, lastname: 'Commerce', role: 'tate-commerce' },
    ]) {
      const exists = await strapi.db.query('admin::user').findOne({ where: { email: admin.email } });
      if (exists) continue;
      const role = await strapi.db.query('admin::role').findOne({ where: { code: admin.role } });
      if (!role) throw new Error(`The admin role ${admin.role} is missing`);
      await strapi.service('admin::user').create({
        email: admin.email,
        firstname: 'Demo',
        lastname: admin.lastname,
        password: admin.password,
        isActive: true,
        registrationToken: null,
        roles: [role.id],
      });
    }

    const parentExists = await findUserByEmail(DEMO_PARENT.email);
    if (!parentExists) {
      const authenticated = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
      if (!authenticated) throw new Error('The users-permissions authenticated role is missing');
      const parent: { id: number } = await strapi.plugin('users-permissions').service('user').add({
        username: DEMO_PARENT.email,
        email: DEMO_PARENT.email,
        password: DEMO_PARENT.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: authenticated.id,
        name: DEMO_PARENT.name,
        subscriptionPlan: 'year',
        is_subscribe: 'active',
        expiryDate: new Date(Date.now() + YEAR_MS).toISOString(),
        tokenVersion: 0,
      });
      // The demo parent agreed to the seeded privacy notice (the pages seed runs first), unverified: no card, no coupon.
      const notice = await strapi.documents('api::privacy-page.privacy-page').findFirst({ status: 'published', fields: ['version'] });
      await service('api::privacy.consent').recordSignUp(parent.id, { noticeVersion: notice?.version, deviceType: 'WEB' });
    }

    const couponExists = await findCoupon(DEMO_COUPON.code);
    if (!couponExists) {
      await strapi.db.query(COUPON).create({ data: { ...DEMO_COUPON, grantDays: null, redemptionCount: 0, active: true } });
    }
  },
};
