import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  ProgressBar as AriaProgressBar,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { classNames } from '../../logic/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'large';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
  className?: string;
  /** Announced while `isPending` is true. */
  pendingLabel?: string;
}

function buttonClass({ variant = 'primary', size = 'medium', isFullWidth = false }: ButtonLookProps, extra?: string) {
  return classNames(
    'tate-button',
    `tate-button--${variant}`,
    `tate-button--${size}`,
    isFullWidth && 'tate-button--full',
    'tate-focus-ring',
    extra,
  );
}

/** A button. While `isPending` it keeps focus, ignores presses and shows a bouncing progress indicator. */
export function Button({ variant, size, isFullWidth, className, children, pendingLabel = 'Loading', ...props }: ButtonProps) {
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

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
  className?: string;
}

/** A link (real `<a href>`) that looks like a button. */
export function LinkButton({ variant, size, isFullWidth, className, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={buttonClass({ variant, size, isFullWidth }, className)}>
      <span className="tate-button__label">{children}</span>
    </AriaLink>
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
      className={classNames('tate-icon-button', `tate-button--${variant}`, 'tate-focus-ring', className)}
    >
      {children}
    </AriaButton>
  );
}
