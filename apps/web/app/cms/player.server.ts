import { z } from 'zod';
import { fetchChildHistory } from './child-history.server';
import type { CmsClient } from './client.server';
import { foundOf, outcomeOf } from './envelope.server';
import type { PlayerMeditation } from './meditation';
import { cmsMeditationSchema, toMeditation } from './meditation.server';
import { transcriptSchema } from './transcript.server';

/**
 * The media view with the media pipeline's waveform: once the pipeline's job is ready the CMS serves the rendition
 * (`filename`, `type`) and adds its peaks (values 0..1; null or absent when none). The transcript's timed lines come
 * with it under the media's own access rule (null for a paid meditation the parent may not play, or none written), and
 * the age ranges it is for.
 */
const cmsPlayableSchema = cmsMeditationSchema.extend({
  peaks: z.array(z.number().min(0).max(1)).max(4096).nullable().catch(null).default(null),
  transcript: transcriptSchema.nullable().catch(null).default(null),
  ageRanges: z.array(z.string().min(1).max(20)).max(20).catch([]).default([]),
});

function toPlayable(cms: CmsClient, media: z.infer<typeof cmsPlayableSchema>): PlayerMeditation {
  return { ...toMeditation(cms, media), peaks: media.peaks, transcript: media.transcript, ageRanges: media.ageRanges };
}

/** What may be played now: the media, or for a child the CMS's words for why not (quiet hours, the day's limit: a 403). */
export type Playable = { media: PlayerMeditation | null; refusal: string | null };

/**
 * One meditation with the address to play it: public for free media, a signed URL for an entitled parent; the
 * rendition once the media pipeline made one, with its waveform. For a child (`childId`, with the parent's token), the
 * child's bedtime and daily limit may refuse it (docs/decisions/2026-11-26-bedtime-rules.md).
 */
export async function fetchPlayable(cms: CmsClient, token: string | null, mediaId: string, childId?: string): Promise<Playable> {
  const path = `category/media/${encodeURIComponent(mediaId)}`;
  const query = childId ? `?${new URLSearchParams({ childId }).toString()}` : '';
  const envelope = await cms.sendEnvelope('GET', `${path}${query}`, { token: token ?? undefined });
  const outcome = outcomeOf(envelope);
  if (childId && outcome.code === 403) return { media: null, refusal: outcome.message };
  const media = foundOf(path, envelope, cmsPlayableSchema);
  return { media: media ? toPlayable(cms, media) : null, refusal: null };
}

/** The saved position (seconds) of a child in a meditation, or null when none. */
export async function loadPosition(cms: CmsClient, token: string, key: { childId: string; mediaId: string }) {
  const history = await fetchChildHistory(cms, token, key);
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
