import { useId } from 'react';
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

/**
 * A labelled progress bar (the ARIA progressbar role on plain elements: it shows on every meditation card of a child's
 * library, so it loads no react-aria); the value is clamped to 0..max.
 */
export function ProgressBar({ label, value, max, showValue = true, className }: ProgressBarProps) {
  const labelId = useId();
  const progress = clampProgress(value, max);
  const valueText = `${Math.round(progress.percent)}%`;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={progress.max}
      aria-valuenow={progress.value}
      aria-valuetext={valueText}
      className={classNames('tate-progress', className)}
    >
      <div className="tate-progress__header">
        <span id={labelId} className="tate-progress__label">
          {label}
        </span>
        {showValue && <span className="tate-progress__value">{valueText}</span>}
      </div>
      <div className="tate-progress__track">
        <div className="tate-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
