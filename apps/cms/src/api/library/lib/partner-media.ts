import { z } from 'zod';
import type { MediaView } from './views';

/** What the player SDK's partner embed reads from GET /api/media/:id (packages/player-sdk embed/media-lookup.ts). */
export type PartnerMedia = { src: string; title: string; artwork?: string };

export type PlayableMedia = MediaView & { filename: string };

export const partnerMediaParams = z.object({ id: z.string().trim().min(1, 'id is required').max(64, 'id is too long') });

/** The origin partners load files from: CMS_PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(requestOrigin: string): string {
  return (process.env.CMS_PUBLIC_URL || requestOrigin).replace(/\/+$/, '');
}

export function toPartnerMedia(media: PlayableMedia, origin: string): PartnerMedia {
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const record: PartnerMedia = { src: absolute(media.filename), title: media.title };
  if (media.backGrdImg) record.artwork = absolute(media.backGrdImg);
  return record;
}
