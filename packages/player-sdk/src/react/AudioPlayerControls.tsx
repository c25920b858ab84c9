import { formatTime } from '../core/format-time';
import { IconButton } from '@tate/ui';
import type { AudioPlayerHandle } from './use-audio-player';

export interface AudioPlayerControlsProps {
  handle: AudioPlayerHandle;
  /** Seconds moved by the back and forward buttons (default 15). */
  skipSeconds?: number;
}

/** Play/pause, skip back and forward, a position slider and the times. */
export function AudioPlayerControls({ handle, skipSeconds = 15 }: AudioPlayerControlsProps) {
  const { currentTime, duration, paused, error } = handle;
  const togglePlay = () => {
    if (paused) handle.play().catch(() => undefined);
    else handle.pause();
  };
  return (
    <div className="tate-player-audio">
      <div className="tate-player-audio__buttons">
        <IconButton label={`Back ${skipSeconds} seconds`} onPress={() => handle.seek(currentTime - skipSeconds)}>
          <span aria-hidden="true">&#8634;</span>
        </IconButton>
        <IconButton label={paused ? 'Play' : 'Pause'} variant="primary" onPress={togglePlay}>
          <span aria-hidden="true">{paused ? '\u25B6' : '\u275A\u275A'}</span>
        </IconButton>
        <IconButton label={`Forward ${skipSeconds} seconds`} onPress={() => handle.seek(currentTime + skipSeconds)}>
          <span aria-hidden="true">&#8635;</span>
        </IconButton>
      </div>
      <input
        type="range"
        className="tate-player-audio__seek"
        aria-label="Position"
        aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
        min={0}
        max={Math.floor(duration)}
        step={1}
        value={Math.floor(currentTime)}
        onChange={(event) => handle.seek(Number(event.target.value))}
      />
      <span className="tate-player-audio__time">
        {formatTime(currentTime)} / {formatTime(duration)}
      </span>
      {error && (
        <p role="alert" className="tate-player-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
