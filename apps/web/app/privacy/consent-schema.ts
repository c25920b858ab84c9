import { z } from 'zod';

/** The renewed-notice form: the version the page showed, and the page to go back to. */
export const noticeAgreementSchema = z.object({
  privacyNoticeVersion: z.string().min(1).max(64),
  next: z.string().max(2048).optional(),
});
