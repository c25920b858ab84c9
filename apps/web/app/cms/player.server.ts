import { z } from 'zod';
import type { CmsClient } from './client.server';
import type { Meditation } from './meditation';
import { foundOf, outcomeOf } from './envelope.server';
import { cmsMeditationSchema, toMeditation } from './meditation.server';

/** One meditation with the address to play it: public for free media, a signed URL for an entitled parent. */
export async function fetchPlayable(cms: CmsClient, token: string | null, mediaId: string): Promise<Meditation | null> {
  const path = `category/media/${encodeURIComponent(mediaId)}`;
  const media = foundOf(path, await cms.sendEnvelope('GET', path, { token: token ?? undefined }), cmsMeditationSchema);
  return media ? toMeditation(cms, media) : null;
}

/** What a child may play now: the media, or the CMS's words for why not (quiet hours, the day's limit: a 403). */
export type PlayableForChild = { media: Meditation | null; refusal: string | null };

/** One meditation for a child to play; the child's bedtime and daily limit may refuse it (docs/decisions/2026-11-26-bedtime-rules.md). */
export async function fetchPlayableForChild(cms: CmsClient, token: string, mediaId: string, childId: string): Promise<PlayableForChild> {
  const path = `category/media/${encodeURIComponent(mediaId)}`;
  const envelope = await cms.sendEnvelope('GET', `${path}?${new URLSearchParams({ childId }).toString()}`, { token });
  if (envelope.response_code === 403) return { media: null, refusal: envelope.response_message };
  const media = foundOf(path, envelope, cmsMeditationSchema);
  return { media: media ? toMeditation(cms, media) : null, refusal: null };
}

const historySchema = z.array(z.object({ currentMediaTimestamp: z.number() }));

/** The saved position (seconds) of a child in a meditation, or null when none. */
export async function loadPosition(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const history = foundOf('child-history/all', await cms.postEnvelope('child-history/all', key, { token }), historySchema);
  return history?.[0]?.currentMediaTimestamp ?? null;
}

export async function savePosition(
  cms: CmsClient,
  token: string,
  position: { childId: string; mediaId: string; currentTime: number; listenedSeconds?: number; clientSavedAt?: number },
) {
  const envelope = await cms.postEnvelope(
    'child-history',
    {
      childId: position.childId,
      mediaId: position.mediaId,
      currentMediaTimestamp: Math.round(position.currentTime),
      watchingTime: position.listenedSeconds ?? 0,
      clientSavedAt: Math.min(position.clientSavedAt ?? Date.now(), Date.now()),
    },
    { token },
  );
  return outcomeOf(envelope);
}

export async function checkFavourite(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  return outcomeOf(await cms.postEnvelope('check-favourite', key, { token })).code === 200;
}

export async function toggleFavourite(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  return outcomeOf(await cms.postEnvelope('add-to-favouritelist', key, { token }));
}
