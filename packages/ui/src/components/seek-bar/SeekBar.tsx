import { Label, Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { formatClock } from '../../logic/format-clock';

export interface SeekBarProps {
  /** Where the media is, in seconds. */
  value: number;
  /** How long the media is, in seconds (0 while unknown: the bar is then disabled). */
  duration: number;
  /** Called with the chosen second while the thumb is dragged or moved with the keys. */
  onSeek: (seconds: number) => void;
  /** Accessible name of the slider (default 'Position'); visually hidden, the times are what people see. */
  label?: string;
  className?: string;
}

const SECONDS = { style: 'unit', unit: 'second', unitDisplay: 'long' } as const;

/**
 * A media position slider (react-aria Slider): drag or click the track, or use the arrow keys (one second),
 * Page Up/Down (a tenth) and Home/End. Elapsed time shows on the left, time left on the right.
 */
export function SeekBar({ value, duration, onSeek, label = 'Position', className }: SeekBarProps) {
  const max = Math.max(0, Math.floor(duration));
  const current = Math.min(max, Math.max(0, Math.floor(value)));
  return (
    <Slider
      className={classNames('tate-seek-bar', className)}
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
