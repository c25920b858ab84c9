import { z } from 'zod';
import type { CmsClient } from './client.server';
import { CmsError } from './errors.server';
import { mediaUrl } from './media-url.server';

const playableSchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(['audio', 'video']),
  type: z.string().nullable(),
  filename: z.string().nullable(),
  backGrdImg: z.string().nullable(),
  accessLevel: z.enum(['free', 'paid']),
});

export type Playable = {
  id: string;
  title: string;
  src: string | null;
  type: string | null;
  artwork: string | null;
  isPaid: boolean;
};

/** One meditation with the address to play it: public for free media, a signed URL for an entitled parent. */
export async function fetchPlayable(cms: CmsClient, token: string | null, mediaId: string): Promise<Playable | null> {
  const envelope = await cms.sendEnvelope('GET', `category/media/${encodeURIComponent(mediaId)}`, {
    token: token ?? undefined,
  });
  if (envelope.response_code !== 200) return null;
  const parsed = playableSchema.safeParse(envelope.response_data);
  if (!parsed.success) throw new CmsError('The content service sent an unexpected shape for /api/category/media/:id', 'invalid');
  const media = parsed.data;
  return {
    id: media._id,
    title: media.title,
    src: media.filename ? mediaUrl(cms.config.publicUrl, media.filename) : null,
    type: media.type,
    artwork: media.backGrdImg ? mediaUrl(cms.config.publicUrl, media.backGrdImg) : null,
    isPaid: media.accessLevel === 'paid',
  };
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
  position: { childId: string; mediaId: string; currentTime: number },
) {
  const envelope = await cms.postEnvelope(
    'child-history',
    {
      childId: position.childId,
      mediaId: position.mediaId,
      currentMediaTimestamp: Math.round(position.currentTime),
      clientSavedAt: Date.now(),
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
