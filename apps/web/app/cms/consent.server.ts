import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, dataOf } from './envelope.server';

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
