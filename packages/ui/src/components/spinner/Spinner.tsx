import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '../../logic/class-names';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  /** Colour of the first and third dots (any CSS colour). */
  primaryColor?: string;
  /** Colour of the middle dot. */
  secondaryColor?: string;
  size?: 'small' | 'medium' | 'large';
  /** Cover the whole screen with a rgba(0,0,0,0.3) backdrop. */
  isFullScreen?: boolean;
  className?: string;
}

/** The three-bounce loading indicator. */
export function Spinner({
  label = 'Loading',
  primaryColor,
  secondaryColor,
  size = 'medium',
  isFullScreen = false,
  className,
}: SpinnerProps) {
  const style = {
    ...(primaryColor ? { '--tate-spinner-primary': primaryColor } : {}),
    ...(secondaryColor ? { '--tate-spinner-secondary': secondaryColor } : {}),
  } as CSSProperties;

  const spinner = (
    <div role="status" className={classNames('tate-spinner', `tate-spinner--${size}`, className)} style={style}>
      <span className="tate-bounce" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="tate-visually-hidden">{label}</span>
    </div>
  );

  return isFullScreen ? <div className="tate-spinner-backdrop">{spinner}</div> : spinner;
}

export interface LoadingOverlayProps {
  isLoading: boolean;
  children: ReactNode;
  label?: string;
  className?: string;
}

/** Covers its content with a translucent layer and a spinner while loading; the content is marked busy. */
export function LoadingOverlay({ isLoading, children, label = 'Loading', className }: LoadingOverlayProps) {
  return (
    <div className={classNames('tate-loading-overlay', className)} aria-busy={isLoading}>
      {children}
      {isLoading && (
        <div className="tate-loading-overlay__layer">
          <Spinner label={label} />
        </div>
      )}
    </div>
  );
}
