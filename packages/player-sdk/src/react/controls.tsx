import { useId, type ReactNode } from 'react';

interface PressableProps {
  onPress?: () => void;
  isDisabled?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
  children: ReactNode;
}

/** A plain accessible button with the same props as @tate/ui's Button. */
export function Button({ onPress, isDisabled, variant = 'primary', className, children }: PressableProps) {
  return (
    <button
      type="button"
      className={`tate-player-button tate-player-button--${variant} ${className ?? ''}`.trim()}
      onClick={onPress}
      disabled={isDisabled}
    >
      {children}
    </button>
  );
}

/** A round icon-only button; `label` is its accessible name (as in @tate/ui's IconButton). */
export function IconButton({ label, ...props }: PressableProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`tate-player-icon-button tate-player-button--${props.variant ?? 'ghost'} ${props.className ?? ''}`.trim()}
      onClick={props.onPress}
      disabled={props.isDisabled}
    >
      {props.children}
    </button>
  );
}

/** A labelled progress bar (as in @tate/ui's ProgressBar). */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  const labelId = useId();
  return (
    <div className="tate-player-progress">
      <span className="tate-player-progress__label" id={labelId}>
        {label} <span>{percent}%</span>
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="tate-player-progress__track"
      >
        <div className="tate-player-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
