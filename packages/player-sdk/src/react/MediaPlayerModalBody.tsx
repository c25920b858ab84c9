import type { ReactNode } from 'react';
import type { BreathPattern } from '../breathing/breath-pattern';
import type { MediaInfo } from '../core/media';
import type { DownloadManager } from '../downloads/download-manager';
import type { PersistenceAdapter, PositionKey } from '../history/persistence';
import { AudioPlayerControls } from './AudioPlayerControls';
import { Button, IconButton } from '@tate/ui';
import { DownloadButton } from './DownloadButton';
import { MeditationBreathingBuddy } from './MeditationBreathingBuddy';
import { useAudioPlayer } from './use-audio-player';

export interface MediaPlayerModalBodyProps {
  media: MediaInfo;
  /** The favourite heart; the host owns it because favourites need the media and child ids. */
  favourite?: ReactNode;
  history?: { adapter: PersistenceAdapter; key: PositionKey };
  /** Shows the download button when given. */
  downloads?: DownloadManager;
  /** A breathing meditation's timings: Tate then breathes with it above the controls. */
  breathPattern?: BreathPattern;
  /** Called with the playback time when the player is closed (the spec's contract). */
  onClose: (currentTime: number) => void;
}

/** The inside of the media player modal: title, heart, player, download, close. The host supplies the dialog. */
export function MediaPlayerModalBody({
  media,
  favourite,
  history,
  downloads,
  breathPattern,
  onClose,
}: MediaPlayerModalBodyProps) {
  const handle = useAudioPlayer({ media, history });
  const close = () => onClose(handle.close());
  return (
    <div className="tate-player-modal">
      <header className="tate-player-modal__header">
        <h2 className="tate-player-modal__title">{media.title}</h2>
        {favourite}
        <IconButton label="Close player" onPress={close}>
          <span aria-hidden="true">&times;</span>
        </IconButton>
      </header>
      {breathPattern && (
        <MeditationBreathingBuddy pattern={breathPattern} currentTime={handle.currentTime} paused={handle.paused} />
      )}
      <AudioPlayerControls handle={handle} />
      {downloads && <DownloadButton manager={downloads} url={media.src} title={media.title} />}
      <footer className="tate-player-modal__footer">
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
      </footer>
    </div>
  );
}
