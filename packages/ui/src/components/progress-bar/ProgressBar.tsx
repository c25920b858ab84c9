import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { clampProgress } from '../../logic/clamp-progress';

export interface ProgressBarProps {
  /** Visible label and accessible name. */
  label: string;
  value?: number;
  /** Falls back to 100 when not a positive number. */
  max?: number;
  /** Show the percentage next to the label (default true). */
  showValue?: boolean;
  className?: string;
}

/** A labelled progress bar; the value is clamped to 0..max. */
export function ProgressBar({ label, value, max, showValue = true, className }: ProgressBarProps) {
  const progress = clampProgress(value, max);
  return (
    <AriaProgressBar
      value={progress.value}
      minValue={0}
      maxValue={progress.max}
      className={classNames('tate-progress', className)}
    >
      {({ valueText }) => (
        <>
          <div className="tate-progress__header">
            <Label className="tate-progress__label">{label}</Label>
            {showValue && <span className="tate-progress__value">{valueText}</span>}
          </div>
          <div className="tate-progress__track">
            <div className="tate-progress__fill" style={{ width: `${progress.percent}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
