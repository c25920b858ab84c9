import { describe, expect, it } from 'vitest';
import { EMBED_MESSAGE_SOURCE, embedEvent, readEmbedCommand } from './embed-messages';
import { PARTNER_REFUSALS, partnerRefusalDetail } from './partner-refusals';

describe('the iframe player commands', () => {
  it('reads play, pause and seek marked as Tate’s', () => {
    expect(readEmbedCommand({ source: EMBED_MESSAGE_SOURCE, type: 'play' })).toEqual({ source: 'tate-player', type: 'play' });
    expect(readEmbedCommand({ source: EMBED_MESSAGE_SOURCE, type: 'pause' })).toEqual({ source: 'tate-player', type: 'pause' });
    expect(readEmbedCommand({ source: EMBED_MESSAGE_SOURCE, type: 'seek', seconds: 12.5 })).toEqual({ source: 'tate-player', type: 'seek', seconds: 12.5 });
  });

  it('ignores other frames’ messages, unknown commands and seeks without a time', () => {
    for (const data of [
      'play',
      null,
      { type: 'play' },
      { source: 'youtube', type: 'play' },
      { source: EMBED_MESSAGE_SOURCE, type: 'stop' },
      { source: EMBED_MESSAGE_SOURCE, type: 'seek' },
      { source: EMBED_MESSAGE_SOURCE, type: 'seek', seconds: -1 },
      { source: EMBED_MESSAGE_SOURCE, type: 'seek', seconds: '10' },
      { source: EMBED_MESSAGE_SOURCE, type: 'seek', seconds: Number.POSITIVE_INFINITY },
    ]) {
      expect(readEmbedCommand(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('the iframe player events', () => {
  it('marks each event as Tate’s and keeps its fields', () => {
    expect(embedEvent({ type: 'timeupdate', currentTime: 3, duration: 60 })).toEqual({ source: 'tate-player', type: 'timeupdate', currentTime: 3, duration: 60 });
    expect(embedEvent({ type: 'cuechange', index: null, text: null })).toEqual({ source: 'tate-player', type: 'cuechange', index: null, text: null });
  });
});

describe('the iframe player error event', () => {
  it('carries the refusal as a code of PARTNER_REFUSALS with its sentence, and the seconds to wait when limited', () => {
    const refusal = partnerRefusalDetail('rate-limited', 30);
    expect(embedEvent({ type: 'error', code: 'unavailable-here', message: 'This meditation is not available here.', refusal })).toEqual({
      source: 'tate-player',
      type: 'error',
      code: 'unavailable-here',
      message: 'This meditation is not available here.',
      refusal: { code: 'rate-limited', message: PARTNER_REFUSALS['rate-limited'].message, retryAfter: 30 },
    });
    expect(partnerRefusalDetail('key-unknown')).toEqual({ code: 'key-unknown', message: PARTNER_REFUSALS['key-unknown'].message });
  });
});
