import { z } from 'zod';
import type { CmsClient } from './client.server';
import type { Meditation } from './meditation';
import { cmsMeditationSchema, readEnvelopeData, toMeditation } from './meditation.server';

/** One meditation with the address to play it: public for free media, a signed URL for an entitled parent. */
export async function fetchPlayable(cms: CmsClient, token: string | null, mediaId: string): Promise<Meditation | null> {
  const path = `category/media/${encodeURIComponent(mediaId)}`;
  const envelope = await cms.sendEnvelope('GET', path, { token: token ?? undefined });
  if (envelope.response_code !== 200) return null;
  return toMeditation(cms, readEnvelopeData(path, envelope.response_data, cmsMeditationSchema));
}

const historySchema = z.array(z.object({ currentMediaTimestamp: z.number() }));

/** The saved position (seconds) of a child in a meditation, or null when none. */
export async function loadPosition(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const envelope = await cms.postEnvelope('child-history/all', key, { token });
  if (envelope.response_code !== 200) return null;
  const parsed = historySchema.safeParse(envelope.response_data);
  return parsed.success ? (parsed.data[0]?.currentMediaTimestamp ?? null) : null;
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
  return { code: envelope.response_code, message: envelope.response_message };
}

export async function checkFavourite(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const envelope = await cms.postEnvelope('check-favourite', key, { token });
  return envelope.response_code === 200;
}

export async function toggleFavourite(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const envelope = await cms.postEnvelope('add-to-favouritelist', key, { token });
  return { code: envelope.response_code, message: envelope.response_message };
}
