import { formEntries } from './form-entries';

/**
 * The welcome sign-up's UID and its queries: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md),
 * below the welcome feature, since the privacy feature exports and erases a parent's sign-ups too.
 */
export const WELCOME_SIGNUP = 'api::welcome-signup.welcome-signup';

/** The welcome form's entries: kept, read and deleted by e-mail. */
export const welcomeSignUps = formEntries(WELCOME_SIGNUP);
