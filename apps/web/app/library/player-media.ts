import type { MediaInfo } from '@tate/player-sdk';
import type { PlayerMeditation } from '../cms/meditation';
import { playerFileUrl } from './player-file-url';

/** A meditation as the SDK's players load it: from its stable address (/player/file/{id}), with its words. */
export function playerMediaInfo(media: PlayerMeditation): MediaInfo {
  return {
    id: media.id,
    src: playerFileUrl(media.id),
    title: media.title,
    artwork: media.imageUrl ?? undefined,
    type: media.type ?? undefined,
    cues: media.transcript?.cues,
  };
}

/** What `/player/media/{id}` answers (routes/player-media.tsx): the media, or why a child may not play it now. */
export type PlayerMedia = { media: PlayerMeditation | null; favourite: boolean; refusal: string | null };

const NOTHING: PlayerMedia = { media: null, favourite: false, refusal: null };

function isPlayerMedia(value: unknown): value is PlayerMedia {
  return typeof value === 'object' && value !== null && 'media' in value && 'favourite' in value;
}

/** The waveform as sent, when it is one (numbers 0..1); otherwise none, and the seek bar is plain. */
function toPeaks(value: unknown): readonly number[] | null {
  if (!Array.isArray(value)) return null;
  const peaks: number[] = [];
  for (const item of value) {
    if (typeof item !== 'number' || !Number.isFinite(item) || item < 0 || item > 1) return null;
    peaks.push(item);
  }
  return peaks.length > 0 ? peaks : null;
}

/** Asks the web server for a meditation to play, for a child when given. Offline it rejects (the fetch does). */
export async function fetchPlayerMedia(mediaId: string, childId: string | null): Promise<PlayerMedia> {
  const query = childId ? `?${new URLSearchParams({ childId }).toString()}` : '';
  const response = await fetch(`/player/media/${encodeURIComponent(mediaId)}${query}`, { headers: { accept: 'application/json' } });
  const answer: unknown = await response.json().catch(() => null);
  if (!isPlayerMedia(answer)) return NOTHING;
  const media = response.ok && answer.media ? { ...answer.media, peaks: toPeaks(answer.media.peaks) } : null;
  return { media, favourite: answer.favourite, refusal: answer.refusal ?? null };
}
