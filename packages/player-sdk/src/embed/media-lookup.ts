import { PlayerError, type PartnerRefusal } from '../core/errors';
import { readTranscriptCues } from '../core/cues';
import type { MediaInfo } from '../core/media';

/** What a refused embed shows: the key, the page's origin or the licence does not allow this meditation here. */
export const UNAVAILABLE_HERE = 'This meditation is not available here.';

/** An audio or video MIME type, as the CMS stores a meditation's file's. */
const MEDIA_TYPE = /^(?:audio|video)\/[\w.+-]{1,60}$/;

interface MediaRecord {
  src: string;
  title: string;
  artwork?: string;
  type?: unknown;
  transcript?: unknown;
  playTicket?: unknown;
}

function isMediaRecord(value: unknown): value is MediaRecord {
  if (typeof value !== 'object' || value === null || !('src' in value) || !('title' in value)) return false;
  const artwork = 'artwork' in value ? value.artwork : undefined;
  return typeof value.src === 'string' && typeof value.title === 'string' && (artwork === undefined || typeof artwork === 'string');
}

/**
 * The refusal in a CMS envelope (`{ response_code, response_message, response_data: { code } }`), when it has a code
 * and a sentence; `retryAfter` from the Retry-After header of a 429.
 */
function readRefusal(body: unknown, retryAfter: string | null): PartnerRefusal | undefined {
  if (typeof body !== 'object' || body === null || !('response_message' in body) || !('response_data' in body)) return undefined;
  const { response_message: message, response_data: data } = body;
  if (typeof message !== 'string' || typeof data !== 'object' || data === null || !('code' in data) || typeof data.code !== 'string') return undefined;
  if (!/^[a-z][a-z-]{1,40}$/.test(data.code)) return undefined;
  const refusal: PartnerRefusal = { code: data.code, message };
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isInteger(seconds) && seconds >= 0) refusal.retryAfter = seconds;
  return refusal;
}

async function refusalOf(response: Response): Promise<PartnerRefusal | undefined> {
  try {
    return readRefusal(await response.json(), response.headers.get('retry-after'));
  } catch {
    return undefined;
  }
}

/**
 * Where a meditation is looked up (`{apiBase}/media/{mediaId}`, with `?key=` for a partner and `&token=` for paid
 * media, the token the partner's server signed) and its play reported (`/plays?key=`, to which the lookup's play
 * ticket is added: `playReportUrl`).
 */
export function mediaUrls(apiBase: string, mediaId: string, partnerKey: string | null, token: string | null = null): { lookup: string; plays: string | null } {
  const base = new URL(`${apiBase.replace(/\/+$/, '')}/media/${encodeURIComponent(mediaId)}`, document.baseURI);
  const keyed = (path: string) => {
    const url = new URL(`${base.pathname}${path}`, base);
    if (partnerKey) url.searchParams.set('key', partnerKey);
    return url;
  };
  if (!partnerKey) return { lookup: keyed('').href, plays: null };
  const lookup = keyed('');
  if (token) lookup.searchParams.set('token', token);
  return { lookup: lookup.href, plays: keyed('/plays').href };
}

/**
 * The play report with the ticket the lookup answered: Tate signed it for this lookup and counts one play per ticket,
 * however often it is sent. Null without a ticket (nothing to count).
 */
export function playReportUrl(plays: string | null, ticket: string | undefined): string | null {
  if (!plays || !ticket) return null;
  const url = new URL(plays);
  url.searchParams.set('ticket', ticket);
  return url.href;
}

/**
 * Reads `GET {lookup}`: `{ src, title, artwork?, type?, transcript?, playTicket? }`, optionally wrapped in `{ data }`, as the
 * media and the ticket that counts its play; `type` (the file's MIME type, audio/… or video/…) when it is one, the transcript's cues
 * are kept when they are all `{ start, end, text }` with finite numbers, and left out otherwise. A refusal (an envelope
 * with a code: 400, 403, 404 or 429; or any 403 or 400, or an answer this page may not read) is `unavailable-here`, with
 * the CMS's code and sentence as `refusal` when the answer says them.
 */
export async function lookUpMedia(lookup: string, mediaId: string, fetcher: typeof fetch = fetch): Promise<{ media: MediaInfo; playTicket?: string }> {
  let response: Response;
  try {
    response = await fetcher(lookup, { headers: { accept: 'application/json' }, credentials: 'omit' });
  } catch (error) {
    if (!navigator.onLine) throw new PlayerError('media-error', 'The meditation could not be loaded: this device seems to be offline.', { cause: error });
    throw new PlayerError('unavailable-here', UNAVAILABLE_HERE, { cause: error });
  }
  if (!response.ok) {
    const refusal = await refusalOf(response);
    if (refusal || response.status === 403 || response.status === 400) throw new PlayerError('unavailable-here', UNAVAILABLE_HERE, { refusal });
  }
  if (!response.ok) throw new PlayerError('media-error', `The meditation could not be found (HTTP ${response.status}).`);
  const body: unknown = await response.json();
  const record = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
  if (!isMediaRecord(record)) throw new PlayerError('media-error', 'The meditation details were not understood.');
  const media: MediaInfo = { id: mediaId, src: new URL(record.src, lookup).href, title: record.title, artwork: record.artwork };
  if (typeof record.type === 'string' && MEDIA_TYPE.test(record.type)) media.type = record.type;
  const cues = readTranscriptCues(record.transcript);
  const playTicket = typeof record.playTicket === 'string' ? record.playTicket : undefined;
  return { media: cues.length > 0 ? { ...media, cues } : media, playTicket };
}
