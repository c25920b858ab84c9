import { useState, type ReactNode } from 'react';
import { Button, RestartIcon } from '@tate/ui';
import type { BreathPattern } from '../breathing/breath-pattern';
import type { MediaInfo } from '../core/media';
import type { DownloadManager } from '../downloads/download-manager';
import type { PersistenceAdapter, PositionKey } from '../history/persistence';
import type { ListeningAllowance } from '../sleep/listening-allowance';
import { AudioPlayerControls } from './AudioPlayerControls';
import { DownloadButton } from './DownloadButton';
import { MeditationBreathingBuddy } from './MeditationBreathingBuddy';
import { PlayerCover, PlayerModalActions, PlayerModalLayout } from './PlayerModalLayout';
import { PlayerSleepTimer } from './PlayerSleepTimer';
import { useAudioPlayer } from './use-audio-player';
import { ReadAlongButton, ReadAlongStage, useReadAlong } from './ReadAlongStage';
import { useListeningAllowance } from './use-listening-allowance';

export interface MediaPlayerModalBodyProps {
  media: MediaInfo;
  /** The favourite heart; the host owns it because favourites need the media and child ids. */
  favourite?: ReactNode;
  history?: { adapter: PersistenceAdapter; key: PositionKey };
  /** Shows the download button when given. */
  downloads?: DownloadManager;
  /** A breathing meditation's timings: Tate then breathes with it in place of the cover art. */
  breathPattern?: BreathPattern;
  /** The child's listening time left today: when it runs out, this meditation plays on and fades out at its end. */
  allowance?: ListeningAllowance | null;
  /** The waveform the media pipeline measured (values 0..1), drawn behind the seek bar; none: the plain bar. */
  peaks?: readonly number[] | null;
  /** Called with the playback time when the player is closed (the spec's contract). */
  onClose: (currentTime: number) => void;
}

/**
 * The inside of the media player modal: cover art (or Tate breathing), title and heart, seek bar and Play, then the
 * sleep timer and Start again, Read along (when the meditation has its words) and Download. Read along puts the words
 * on the stage, the line being said highlighted; pressing a line plays from it. Lock screens and headphones control
 * it (Media Session). The host supplies the dialog.
 */
export function MediaPlayerModalBody({
  media,
  favourite,
  history,
  downloads,
  breathPattern,
  allowance,
  peaks,
  onClose,
}: MediaPlayerModalBodyProps) {
  const handle = useAudioPlayer({ media, history });
  useListeningAllowance(handle.player, allowance);
  const [night, setNight] = useState(false);
  const readAlong = useReadAlong(handle);
  const picture = breathPattern ? (
    <div className="tate-player-modal__buddy">
      <MeditationBreathingBuddy pattern={breathPattern} currentTime={handle.currentTime} paused={handle.paused} />
    </div>
  ) : (
    <PlayerCover artwork={media.artwork} />
  );
  const close = () => onClose(handle.close());
  // 'Start again' only means something once the seek bar is past 0:00 (a resumed child, or a few seconds in).
  const canRestart = Math.floor(handle.currentTime) > 0;
  return (
    <PlayerModalLayout
      title={media.title}
      night={night}
      favourite={favourite}
      onClose={close}
      stage={<ReadAlongStage readAlong={readAlong} picture={picture} />}
      extras={
        <>
          <PlayerModalActions>
            <PlayerSleepTimer player={handle.player} onRunningChange={setNight} />
            {canRestart && (
              <Button variant="ghost" className="tate-player-modal__restart" onPress={() => void handle.restart()}>
                <RestartIcon aria-hidden="true" />
                Start again
              </Button>
            )}
          </PlayerModalActions>
          <ReadAlongButton readAlong={readAlong} />
          {downloads && <DownloadButton manager={downloads} url={media.src} title={media.title} />}
        </>
      }
    >
      <AudioPlayerControls handle={handle} peaks={peaks} />
    </PlayerModalLayout>
  );
}
