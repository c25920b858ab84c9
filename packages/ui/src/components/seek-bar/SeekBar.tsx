import { useMemo } from 'react';
import { Label, Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { formatClock } from '../../logic/format-clock';
import { waveformBars } from './waveform';

export interface SeekBarProps {
  /** Where the media is, in seconds. */
  value: number;
  /** How long the media is, in seconds (0 while unknown: the bar is then disabled). */
  duration: number;
  /** Called with the chosen second while the thumb is dragged or moved with the keys. */
  onSeek: (seconds: number) => void;
  /** Accessible name of the slider (default 'Position'); visually hidden, the times are what people see. */
  label?: string;
  /**
   * The media's waveform (values 0..1, a few hundred), drawn quietly behind the track: the played part in the fill
   * colour, the rest muted. Null or empty: the plain track.
   */
  peaks?: readonly number[] | null;
  className?: string;
}

const SECONDS = { style: 'unit', unit: 'second', unitDisplay: 'long' } as const;

/**
 * A media position slider (react-aria Slider): drag or click the track, or use the arrow keys (one second),
 * Page Up/Down (a tenth) and Home/End. Elapsed time shows on the left, time left on the right.
 */
export function SeekBar({ value, duration, onSeek, label = 'Position', peaks, className }: SeekBarProps) {
  const max = Math.max(0, Math.floor(duration));
  const current = Math.min(max, Math.max(0, Math.floor(value)));
  const bars = useMemo(() => waveformBars(peaks ?? []), [peaks]);
  const played = max === 0 ? 0 : current / max;
  return (
    <Slider
      className={classNames('tate-seek-bar', bars.length > 0 && 'tate-seek-bar--waveform', className)}
      minValue={0}
      maxValue={Math.max(1, max)}
      step={1}
      value={current}
      onChange={onSeek}
      isDisabled={max === 0}
      formatOptions={SECONDS}
    >
      <Label className="tate-visually-hidden">{label}</Label>
      <SliderTrack className="tate-seek-bar__track">
        {bars.length > 0 && (
          <svg
            className="tate-seek-bar__waveform"
            viewBox={`0 0 ${bars.length} 100`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {bars.map((bar, index) => (
              <rect
                key={index}
                className={(index + 0.5) / bars.length <= played ? 'tate-seek-bar__peak--played' : 'tate-seek-bar__peak'}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={0.3}
              />
            ))}
          </svg>
        )}
        <SliderFill className="tate-seek-bar__fill" />
        <SliderThumb className="tate-seek-bar__thumb tate-focus-ring" />
      </SliderTrack>
      <div className="tate-seek-bar__times">
        <span className="tate-seek-bar__elapsed">{formatClock(current)}</span>
        <span className="tate-seek-bar__left">
          <span aria-hidden="true">&minus;{formatClock(max - current)}</span>
          <span className="tate-visually-hidden">{formatClock(max - current)} left</span>
        </span>
      </div>
    </Slider>
  );
}
