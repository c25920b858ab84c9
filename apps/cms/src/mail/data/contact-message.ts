import { formEntries } from './form-entries';

/**
 * The contact message's UID and its queries: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md),
 * below the contact feature, since the privacy feature exports and erases a parent's messages too.
 */
export const CONTACT_MESSAGE = 'api::contact-message.contact-message';

/** The messages sent through the contact form: kept, read and deleted by e-mail. */
export const contactMessages = formEntries(CONTACT_MESSAGE);
