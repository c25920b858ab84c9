import { signPartnerFileUrl, uploadFileName } from '../../../media/signed-url';

/** What the player SDK's embed reads from GET /api/media/:id (packages/player-sdk embed/media-lookup.ts). */
export type PartnerMedia = { src: string; title: string; artwork?: string };

export type PartnerMediaRow = {
  id: number;
  documentId: string;
  title: string;
  accessLevel: 'free' | 'paid';
  file?: { url: string } | null;
  cover?: { url: string } | null;
  category?: { documentId: string } | null;
};

/** The origin partners load files from: CMS_PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(requestOrigin: string): string {
  return (process.env.CMS_PUBLIC_URL || requestOrigin).replace(/\/+$/, '');
}

/**
 * Absolute URLs; the file through a signed URL (Range-capable, as members get), free or paid, for minutes and only
 * while the partner (its documentId) stays active.
 */
export function toPartnerMedia(row: PartnerMediaRow, partner: string, origin: string): PartnerMedia | null {
  const name = row.file?.url ? uploadFileName(row.file.url) : null;
  if (!name) return null;
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const record: PartnerMedia = { src: absolute(signPartnerFileUrl(name, partner)), title: row.title };
  if (row.cover?.url) record.artwork = absolute(row.cover.url);
  return record;
}
