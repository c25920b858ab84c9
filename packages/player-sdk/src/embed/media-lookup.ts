import { PlayerError } from '../core/errors';
import type { MediaInfo } from '../core/media';

interface MediaRecord {
  src: string;
  title: string;
  artwork?: string;
}

function isMediaRecord(value: unknown): value is MediaRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.src === 'string' &&
    typeof record.title === 'string' &&
    (record.artwork === undefined || typeof record.artwork === 'string')
  );
}

/** Reads `GET {apiBase}/media/{mediaId}`: `{ src, title, artwork? }`, optionally wrapped in `{ data }`. */
export async function lookUpMedia(apiBase: string, mediaId: string, fetcher: typeof fetch = fetch): Promise<MediaInfo> {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/media/${encodeURIComponent(mediaId)}`, document.baseURI).href;
  const response = await fetcher(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new PlayerError('media-error', `The meditation could not be found (HTTP ${response.status}).`);
  const body: unknown = await response.json();
  const record = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
  if (!isMediaRecord(record)) throw new PlayerError('media-error', 'The meditation details were not understood.');
  return { id: mediaId, src: new URL(record.src, url).href, title: record.title, artwork: record.artwork };
}
