import { IconButton, PauseIcon, PlayIcon, SeekBar, SkipBackIcon, SkipForwardIcon } from '@tate/ui';
import { PlayerError } from './PlayerMessages';
import type { AudioPlayerHandle } from './use-audio-player';

export interface AudioPlayerControlsProps {
  handle: AudioPlayerHandle;
  /** Seconds moved by the back and forward buttons (default 15). */
  skipSeconds?: number;
  /** The media's waveform (values 0..1), drawn quietly behind the seek bar; none: the plain bar. */
  peaks?: readonly number[] | null;
}

/** The seek bar with elapsed and remaining time, then back, a large Play/Pause and forward. */
export function AudioPlayerControls({ handle, skipSeconds = 15, peaks }: AudioPlayerControlsProps) {
  const { currentTime, duration, paused, error } = handle;
  const togglePlay = () => {
    if (paused) handle.play().catch(() => undefined);
    else handle.pause();
  };
  return (
    <div className="tate-player-audio">
      <SeekBar value={currentTime} duration={duration} onSeek={handle.seek} peaks={peaks} />
      <div className="tate-player-audio__buttons">
        <IconButton label={`Back ${skipSeconds} seconds`} onPress={() => handle.seek(currentTime - skipSeconds)}>
          <SkipBackIcon seconds={skipSeconds} />
        </IconButton>
        <IconButton label={paused ? 'Play' : 'Pause'} variant="primary" className="tate-player-audio__play" onPress={togglePlay}>
          {paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
        <IconButton label={`Forward ${skipSeconds} seconds`} onPress={() => handle.seek(currentTime + skipSeconds)}>
          <SkipForwardIcon seconds={skipSeconds} />
        </IconButton>
      </div>
      {error && <PlayerError>{error.message}</PlayerError>}
    </div>
  );
}
