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

const historySchema = z.array(z.object({ currentMediaTimestamp: z.number() }));

/** The saved position (seconds) of a child in a meditation, or null when none. */
export async function loadPosition(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const history = foundOf('child-history/all', await cms.postEnvelope('child-history/all', key, { token }), historySchema);
  return history?.[0]?.currentMediaTimestamp ?? null;
}

export async function savePosition(
  cms: CmsClient,
  token: string,
  position: { childId: string; mediaId: string; currentTime: number; clientSavedAt?: number },
) {
  const envelope = await cms.postEnvelope(
    'child-history',
    {
      childId: position.childId,
      mediaId: position.mediaId,
      currentMediaTimestamp: Math.round(position.currentTime),
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
