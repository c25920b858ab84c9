import type { MediaInfo } from '../core/media';

/** What a lock screen drives: the SDK's AudioPlayer and video player both are one. */
export interface MediaSessionPlayer {
  readonly media: MediaInfo | null;
  readonly currentTime: number;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  on(type: 'play' | 'pause' | 'close', listener: () => void): () => void;
}

export interface MediaSessionOptions {
  /** Seconds moved by the seek forward and back buttons. Defaults to 15. */
  seekOffset?: number;
  mediaSession?: MediaSession;
}

/**
 * Lets lock screens and headphones control the player: title, artwork, play, pause and seeking.
 * The page has one media session, so the player that starts playing takes it over.
 */
export function connectMediaSession(player: MediaSessionPlayer, options: MediaSessionOptions = {}): () => void {
  const session = options.mediaSession ?? (typeof navigator !== 'undefined' ? navigator.mediaSession : undefined);
  if (!session) return () => undefined;
  const offset = options.seekOffset ?? 15;

  const claim = () => {
    const media = player.media;
    if (media && typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: media.title,
        artist: 'Tate',
        artwork: media.artwork ? [{ src: media.artwork }] : [],
      });
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void player.play()],
      ['pause', () => player.pause()],
      ['seekforward', (details) => player.seek(player.currentTime + (details.seekOffset ?? offset))],
      ['seekbackward', (details) => player.seek(player.currentTime - (details.seekOffset ?? offset))],
      ['seekto', (details) => player.seek(details.seekTime ?? player.currentTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know is left out.
      }
    }
    session.playbackState = 'playing';
  };

  const unsubscribers = [
    player.on('play', claim),
    player.on('pause', () => {
      session.playbackState = 'paused';
    }),
    player.on('close', () => {
      session.playbackState = 'none';
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
