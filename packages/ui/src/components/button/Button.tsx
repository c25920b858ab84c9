import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ProgressBar as AriaProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useAnnouncementsLeaveWith } from '../../hooks/use-clear-announcements';
import { buttonClass, iconButtonClass, type ButtonLookProps, type ButtonVariant } from './button-class';

export type { ButtonSize, ButtonVariant } from './button-class';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
  className?: string;
  /** Announced while `isPending` is true. */
  pendingLabel?: string;
}

/** A button. While `isPending` it keeps focus, ignores presses and shows a bouncing progress indicator. */
export function Button({ variant, size, isFullWidth, className, children, pendingLabel = 'Loading', ...props }: ButtonProps) {
  useAnnouncementsLeaveWith(props.isPending === true);
  return (
    <AriaButton {...props} className={buttonClass({ variant, size, isFullWidth }, className)}>
      {({ isPending }) => (
        <>
          <span className="tate-button__label">{children}</span>
          {isPending && (
            <AriaProgressBar isIndeterminate aria-label={pendingLabel} className="tate-button__pending">
              <span className="tate-bounce" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </AriaProgressBar>
          )}
        </>
      )}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> {
  /** The accessible name: required because the button shows only an icon. */
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A round button holding only an icon; `label` becomes its accessible name. */
export function IconButton({ label, children, variant = 'ghost', className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={iconButtonClass(variant, className)}
    >
      {children}
    </AriaButton>
  );
}
