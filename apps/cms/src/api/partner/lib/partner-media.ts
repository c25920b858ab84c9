import type { Transcript } from '@tate/contracts';
import { uploadFileName } from '../../../media/signed-url';
import { storage } from '../../../storage/storage';
import type { MediaForPartner } from '../../../media/data/meditation';
import { toTranscriptView } from '../../../library/views';

/**
 * What the player SDK's embed reads from GET /api/media/:id (packages/player-sdk embed/media-lookup.ts; `type` is the
 * file's MIME type), with the
 * play ticket the controller adds; the transcript as the one-media answer of the library has it.
 */
export type PartnerMedia = { src: string; title: string; artwork?: string; type?: string; transcript: Transcript | null };

/** The origin partners load files from: CMS_PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(requestOrigin: string): string {
  return (process.env.CMS_PUBLIC_URL || requestOrigin).replace(/\/+$/, '');
}

/**
 * Absolute URLs; the file through a signed URL (Range-capable, as members get), free or paid, for minutes and only
 * while the partner (its documentId) stays active. The row is one the partner is licensed to play
 * (services/partner.ts), so its transcript comes with it, as the file does.
 */
export async function toPartnerMedia(row: MediaForPartner, partner: string, origin: string): Promise<PartnerMedia | null> {
  const name = row.file?.url ? uploadFileName(row.file.url) : null;
  if (!name) return null;
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const record: PartnerMedia = {
    src: absolute(await storage(strapi).private.signedUrl(name, partner)),
    title: row.title,
    transcript: toTranscriptView(row.accessLevel, true, row.transcriptCues),
  };
  if (row.cover?.url) record.artwork = absolute(row.cover.url);
  // The file's MIME type: the web's iframe player shows a video meditation in a video player, with captions.
  if (row.file?.mime) record.type = row.file.mime;
  return record;
}
