import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, dataOf, outcomeOf, type Outcome } from './envelope.server';

/** GET /api/consent: the notice in force, the version the parent last agreed to, and whether they must be asked. */
const consentStateSchema = z.object({
  noticeVersion: z.string().nullable(),
  agreedVersion: z.string().nullable(),
  due: z.boolean(),
});

export type ConsentState = z.infer<typeof consentStateSchema>;

export async function fetchConsentState(cms: CmsClient, token: string): Promise<ConsentState> {
  return dataOf('consent', await cms.sendEnvelope('GET', 'consent', { token }), consentStateSchema);
}

/** The parent agrees to `version` of the notice: 200, or 409 when the notice changed since the page showed it. */
export async function agreeToNotice(cms: CmsClient, token: string, version: string) {
  const envelope = await cms.postEnvelope('consent', { privacyNoticeVersion: version, deviceType: 'WEB' }, { token });
  return answerOf('consent', envelope, consentStateSchema);
}

/**
 * The family's data as a ZIP (POST account/family-data with the parent's password, asked again), streamed from the
 * CMS; or why it was refused (a wrong password is a 400).
 */
export async function openFamilyData(cms: CmsClient, token: string, password: string): Promise<{ zip: Response } | { refusal: Outcome }> {
  const download = await cms.openDownload('account/family-data', { password }, { token });
  return 'file' in download ? { zip: download.file } : { refusal: outcomeOf(download.refusal) };
}

export async function deleteAccount(cms: CmsClient, token: string, email: string, password: string) {
  return outcomeOf(await cms.postEnvelope('account/delete', { email, password }, { token }));
}
