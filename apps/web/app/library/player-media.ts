import type { Meditation } from '../cms/meditation';

/** What `/player/media/{id}` answers (routes/player-media.tsx): the media, or why a child may not play it now. */
export type PlayerMedia = { media: Meditation | null; favourite: boolean; refusal: string | null };

const NOTHING: PlayerMedia = { media: null, favourite: false, refusal: null };

function isPlayerMedia(value: unknown): value is PlayerMedia {
  return typeof value === 'object' && value !== null && 'media' in value && 'favourite' in value;
}

/** Asks the web server for a meditation to play, for a child when given. Offline it rejects (the fetch does). */
export async function fetchPlayerMedia(mediaId: string, childId: string | null): Promise<PlayerMedia> {
  const query = childId ? `?${new URLSearchParams({ childId }).toString()}` : '';
  const response = await fetch(`/player/media/${encodeURIComponent(mediaId)}${query}`, { headers: { accept: 'application/json' } });
  const answer: unknown = await response.json().catch(() => null);
  if (!isPlayerMedia(answer)) return NOTHING;
  return { media: response.ok ? answer.media : null, favourite: answer.favourite, refusal: answer.refusal ?? null };
}
