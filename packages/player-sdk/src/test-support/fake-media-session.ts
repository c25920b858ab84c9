import { vi } from 'vitest';

/**
 * A Media Session that records what the player gives lock screens; `run` presses one of their buttons. It also stubs
 * `MediaMetadata` (jsdom has none), keeping the metadata's init readable; the test unstubs the globals at its end.
 */
export function fakeMediaSession() {
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(readonly init: MediaMetadataInit) {}
    },
  );
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      if (handler) handlers.set(action, handler);
    },
  };
  const run = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details });
  return { session, run };
}
