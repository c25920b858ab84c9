import type { BedtimeSettings } from '@tate/contracts';
import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, foundOf, refusalDataOf, type CmsAnswer } from './envelope.server';
import { mediaUrl } from './media-url.server';

const isoOrNull = z.string().nullable();

const bedtimeViewSchema = z.object({
  bedtime: z.string().nullable(),
  wakeTime: z.string().nullable(),
  timeZone: z.string(),
  routine: z.array(z.object({ id: z.string(), title: z.string(), duration: z.number(), image: z.string().nullable() })),
  dailyLimitMinutes: z.number().int().nullable(),
  status: z.object({
    phase: z.enum(['day', 'wind-down', 'quiet']),
    wakeAt: isoOrNull,
    bedtimeAt: isoOrNull,
    windDownAt: isoOrNull,
    unlockedUntil: isoOrNull,
    minutesToday: z.number(),
    minutesLeft: z.number().nullable(),
    secondsLeft: z.number().nullable(),
    limitReached: z.boolean(),
  }),
  week: z.array(z.object({ day: z.string(), minutes: z.number() })),
});

/** A child's bedtime as the CMS keeps it (GET /children/:id/bedtime): settings, where the evening is, the week. */
export type Bedtime = z.infer<typeof bedtimeViewSchema>;

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

/** A refusal's field, as the CMS names it in `response_data.field` (e.g. `routine`). */
const refusedFieldSchema = z.object({ field: z.string() });

/** Saves the settings; a refusal's `field` names the form field its `message` belongs to (null when none). */
export async function saveBedtime(cms: CmsClient, token: string, childId: string, settings: BedtimeSettings) {
  const envelope = await cms.sendEnvelope('PUT', path(childId), { token, body: settings });
  const refused = refusedFieldSchema.safeParse(refusalDataOf(envelope));
  return { ...toAnswer(cms, answerOf('children/:id/bedtime', envelope, bedtimeViewSchema)), field: refused.success ? refused.data.field : null };
}

/** The parent gate: quiet hours lifted until morning, with the parent's password. */
export async function unlockBedtime(cms: CmsClient, token: string, childId: string, password: string) {
  const envelope = await cms.sendEnvelope('POST', path(childId, 'bedtime/unlock'), { token, body: { password } });
  return toAnswer(cms, answerOf('children/:id/bedtime/unlock', envelope, bedtimeViewSchema));
}

/** The parent gate: 15 more minutes today, with the parent's password. */
export async function extendDailyLimit(cms: CmsClient, token: string, childId: string, password: string) {
  const envelope = await cms.sendEnvelope('POST', path(childId, 'daily-limit/extend'), { token, body: { password } });
  return toAnswer(cms, answerOf('children/:id/daily-limit/extend', envelope, bedtimeViewSchema));
}
