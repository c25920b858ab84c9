import type { MediaSessionPlayer } from './media-session';

export interface PlaylistSessionOptions {
  /** The line under the title, read each time the player starts, such as 'Bedtime with Tate · 1 of 2'. */
  artist: () => string;
  next: () => void;
  previous: () => void;
  mediaSession?: MediaSession;
}

/**
 * Shows a list of meditations on lock screens, beside `connectMediaSession` (which keeps play, pause and seeking):
 * each time the player starts, the metadata names the meditation and where it is in the list, and the next and
 * previous buttons move in the list. Returns a function that takes the buttons away again.
 */
export function connectPlaylistSession(player: MediaSessionPlayer, options: PlaylistSessionOptions): () => void {
  const session = options.mediaSession ?? (typeof navigator !== 'undefined' ? navigator.mediaSession : undefined);
  if (!session) return () => undefined;

  const setHandler = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know is left out.
    }
  };

  const claim = () => {
    const media = player.media;
    if (media && typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: media.title,
        artist: options.artist(),
        artwork: media.artwork ? [{ src: media.artwork }] : [],
      });
    }
    setHandler('nexttrack', () => options.next());
    setHandler('previoustrack', () => options.previous());
  };

  const unsubscribe = player.on('play', claim);
  return () => {
    unsubscribe();
    setHandler('nexttrack', null);
    setHandler('previoustrack', null);
  };
}
