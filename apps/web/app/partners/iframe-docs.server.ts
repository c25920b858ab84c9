import { EMBED_COMMANDS, EMBED_EVENTS, EMBED_MESSAGE_SOURCE, type EmbedCommandType, type EmbedEventType } from '@tate/contracts';
import type { ReferenceRow } from './element-reference.server';
import { EMBED_SIZES, embedUrl, oembedUrl } from './oembed.server';

/** What /partners says about the iframe player: its snippet, its messages both ways, and the oEmbed address. */
export type IframeDocs = {
  snippet: string;
  listener: string;
  commands: ReferenceRow[];
  events: ReferenceRow[];
  /** `/oembed?url=…` for the demo meditation's frame. */
  oembed: string;
};

const times = '{ currentTime, duration }';

/** Each command's fields and what it does (every command in @tate/contracts EMBED_COMMANDS has one). */
const COMMANDS: Record<EmbedCommandType, Omit<ReferenceRow, 'name'>> = {
  play: { type: '{ }', description: 'Plays from where the player is (a browser may ask for a press on the player first: give the frame `allow="autoplay"`).' },
  pause: { type: '{ }', description: 'Pauses; `play` goes on from here.' },
  seek: { type: '{ seconds }', description: 'Moves to `seconds` from the start (0 or more).' },
};

/** Each event's fields and when it comes (every event in @tate/contracts EMBED_EVENTS has one). */
const EVENTS: Record<EmbedEventType, Omit<ReferenceRow, 'name'>> = {
  ready: { type: `{ title, kind, currentTime, duration }`, description: 'The player is ready for commands; `kind` is `audio` or `video`. Comes first, once.' },
  play: { type: times, description: 'Playback started.' },
  pause: { type: times, description: 'Playback paused.' },
  ended: { type: times, description: 'The meditation reached its end.' },
  timeupdate: { type: times, description: 'The position moved while playing (a few times a second).' },
  cuechange: { type: '{ index, text }', description: 'The line being said changed (its `index` in the words and its `text`), or none is (null): the read-along and the captions follow it.' },
  error: {
    type: '{ code, message, refusal? }',
    description:
      'The frame does not play, as the element\'s `tate-error` says: `code` is `unavailable-here` when Tate refused, and then `refusal` is `{ code, message, retryAfter? }`, one of the refusal codes below with its sentence (`retryAfter` seconds for `rate-limited`); `media-error` when the file could not be loaded. `message` is what visitors see. A frame refused before it looks the meditation up (no key, an unknown or inactive key, a page whose origin the key does not allow) posts only this, to the page that framed it.',
  },
};

/** The iframe player's part of the /partners page, for the demo meditation (or a placeholder id). */
export function iframeDocs(origin: string, mediaId: string): IframeDocs {
  const { width, height } = EMBED_SIZES.audio;
  const src = `${origin}/embed/${mediaId}?key=tpk_your_key`;
  return {
    snippet: [
      `<iframe src="${src}"`,
      `  width="${width}" height="${height}" title="A Tate meditation"`,
      '  allow="autoplay; fullscreen; picture-in-picture"',
      '  style="border:0;border-radius:16px;max-width:100%"></iframe>',
    ].join('\n'),
    listener: [
      "const frame = document.querySelector('iframe');",
      `const tate = new URL(frame.src).origin; // ${origin}`,
      "window.addEventListener('message', (event) => {",
      `  if (event.origin !== tate || event.data?.source !== '${EMBED_MESSAGE_SOURCE}') return;`,
      "  if (event.data.type === 'ended') console.log('Well done!');",
      "  if (event.data.type === 'error') console.warn(event.data.refusal?.code, event.data.refusal?.message);",
      '});',
      `frame.contentWindow.postMessage({ source: '${EMBED_MESSAGE_SOURCE}', type: 'seek', seconds: 30 }, tate);`,
    ].join('\n'),
    commands: EMBED_COMMANDS.map((name) => ({ name, ...COMMANDS[name] })),
    events: EMBED_EVENTS.map((name) => ({ name, ...EVENTS[name] })),
    oembed: oembedUrl(origin, embedUrl(origin, { mediaId, key: null })),
  };
}
