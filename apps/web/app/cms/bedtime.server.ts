import { bedtimeViewSchema, type BedtimeSettings, type BedtimeView } from '@tate/contracts';
import type { CmsClient } from './client.server';
import { answerOf, foundOf, refusedFieldOf, type CmsAnswer } from './envelope.server';
import { mediaUrl } from './media-url.server';

/** A child's bedtime as the CMS keeps it (GET /children/:id/bedtime): settings, where the evening is, the week. */
export type Bedtime = BedtimeView;

function path(childId: string, rest = 'bedtime'): string {
  return `children/${encodeURIComponent(childId)}/${rest}`;
}

function withCoverUrls(cms: CmsClient, view: Bedtime): Bedtime {
  return {
    ...view,
    routine: view.routine.map((item) => ({ ...item, image: item.image ? mediaUrl(cms.config.publicUrl, item.image) : null })),
  };
}

function toAnswer(cms: CmsClient, answer: CmsAnswer<Bedtime>): CmsAnswer<Bedtime> {
  return { ...answer, data: answer.data ? withCoverUrls(cms, answer.data) : null };
}

/** The child's bedtime, or null when the child is not the parent's. */
export async function getBedtime(cms: CmsClient, token: string, childId: string): Promise<Bedtime | null> {
  const view = foundOf('children/:id/bedtime', await cms.sendEnvelope('GET', path(childId), { token }), bedtimeViewSchema);
  return view ? withCoverUrls(cms, view) : null;
}

/** Saves the settings; a refusal's `field` names the form field its `message` belongs to (null when none). */
export async function saveBedtime(cms: CmsClient, token: string, childId: string, settings: BedtimeSettings) {
  const envelope = await cms.sendEnvelope('PUT', path(childId), { token, body: settings });
  return { ...toAnswer(cms, answerOf('children/:id/bedtime', envelope, bedtimeViewSchema)), field: refusedFieldOf(envelope) };
}

/** What opens the parent gate: the parent PIN once the parent has one, else the account password. */
export type GateAnswer = { pin: string } | { password: string };

/** The parent gate: quiet hours lifted until morning. */
export async function unlockBedtime(cms: CmsClient, token: string, childId: string, answer: GateAnswer) {
  const envelope = await cms.sendEnvelope('POST', path(childId, 'bedtime/unlock'), { token, body: answer });
  return toAnswer(cms, answerOf('children/:id/bedtime/unlock', envelope, bedtimeViewSchema));
}

/** The parent gate: 15 more minutes today. */
export async function extendDailyLimit(cms: CmsClient, token: string, childId: string, answer: GateAnswer) {
  const envelope = await cms.sendEnvelope('POST', path(childId, 'daily-limit/extend'), { token, body: answer });
  return toAnswer(cms, answerOf('children/:id/daily-limit/extend', envelope, bedtimeViewSchema));
}
