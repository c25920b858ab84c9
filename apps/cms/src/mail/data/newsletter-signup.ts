import { formEntries } from './form-entries';

/**
 * The newsletter sign-up's UID and its queries: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md),
 * below the newsletter feature, since the privacy feature exports and erases a parent's sign-up too.
 */
export const NEWSLETTER_SIGNUP = 'api::newsletter-signup.newsletter-signup';

/** The newsletter's list (from the footer and the pop-up), once per address: kept, read and deleted by e-mail. */
export const newsletterSignUps = {
  ...formEntries(NEWSLETTER_SIGNUP),
  /** Whether this exact address is on the list already. */
  has: async (email: string): Promise<boolean> => (await strapi.db.query(NEWSLETTER_SIGNUP).count({ where: { email } })) > 0,
};
