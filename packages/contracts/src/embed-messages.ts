import { z } from 'zod';
import type { PartnerRefusalDetail } from './partner-refusals';

/**
 * The iframe player's messages (`/embed/<meditation>` on the web, docs/decisions/2026-11-29-iframe-player-and-oembed.md):
 * what a partner's page posts to the frame and what the frame posts to it. Every message is an object with
 * `source: 'tate-player'`, so a page with other frames tells Tate's apart; the frame posts only to the partner's
 * origin (never "*") and obeys commands only from the partner's allowed origins. The /partners page lists them.
 */
export const EMBED_MESSAGE_SOURCE = 'tate-player';

/** Commands a partner's page may post to the frame, in the order the docs list them. */
export const EMBED_COMMANDS = ['play', 'pause', 'seek'] as const;
/** Events the frame posts to the partner's page, in the order the docs list them. */
export const EMBED_EVENTS = ['ready', 'play', 'pause', 'ended', 'timeupdate', 'cuechange', 'error'] as const;

export type EmbedCommandType = (typeof EMBED_COMMANDS)[number];
export type EmbedEventType = (typeof EMBED_EVENTS)[number];

const source = z.literal(EMBED_MESSAGE_SOURCE);
const seconds = z.number().finite().min(0);

const embedCommand = z.discriminatedUnion('type', [
  z.object({ source, type: z.literal('play') }),
  z.object({ source, type: z.literal('pause') }),
  z.object({ source, type: z.literal('seek'), seconds }),
]);

export type EmbedCommand = z.infer<typeof embedCommand>;

/**
 * A command posted to the frame, or null when `data` is none: another frame's message, an unknown type, or a seek
 * without a number of seconds (0 or more). The caller has already checked the message's origin.
 */
export function readEmbedCommand(data: unknown): EmbedCommand | null {
  const parsed = embedCommand.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Where the player is: `currentTime` and `duration` in seconds (duration 0 until the file says it). */
export type EmbedTimes = { currentTime: number; duration: number };

/**
 * Why the frame does not play, as `<tate-player>`'s `tate-error` says it: `code` `unavailable-here` when Tate refused
 * (then `refusal` says why) or `media-error` when the meditation could not be loaded; `message` is what the visitor sees.
 */
export type EmbedError = { code: 'unavailable-here' | 'media-error'; message: string; refusal?: PartnerRefusalDetail };

/** What the frame posts, one object per event. */
export type EmbedEvent =
  | ({ source: typeof EMBED_MESSAGE_SOURCE; type: 'ready'; title: string; kind: 'audio' | 'video' } & EmbedTimes)
  | ({ source: typeof EMBED_MESSAGE_SOURCE; type: 'play' | 'pause' | 'ended' | 'timeupdate' } & EmbedTimes)
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'cuechange'; index: number | null; text: string | null }
  | ({ source: typeof EMBED_MESSAGE_SOURCE; type: 'error' } & EmbedError);

/** Distributes `Omit` over the union, so each event keeps its own fields. */
type WithoutSource<Event> = Event extends EmbedEvent ? Omit<Event, 'source'> : never;

/** An event's own fields, before `embedEvent` marks it as Tate's. */
export type EmbedEventFields = WithoutSource<EmbedEvent>;

/** An event as posted: the fields given, marked as Tate's. */
export function embedEvent<Event extends EmbedEventFields>(event: Event): Event & { source: typeof EMBED_MESSAGE_SOURCE } {
  return { ...event, source: EMBED_MESSAGE_SOURCE };
}
