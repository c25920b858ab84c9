import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClass, iconButtonClass, type ButtonLookProps, type ButtonVariant } from './button-class';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
  className?: string;
}

/**
 * A native `<button>` with the Button's look, for a form's submit or a click that needs nothing more (no pending
 * state, no press events): it loads no react-aria, so pages whose first load must stay light can use it.
 */
export function PlainButton({ variant, size, isFullWidth, className, children, type = 'button', ...props }: PlainButtonProps) {
  return (
    <button {...props} type={type} className={buttonClass({ variant, size, isFullWidth }, className)}>
      <span className="tate-button__label">{children}</span>
    </button>
  );
}

export interface PlainIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'aria-label'> {
  /** The accessible name: required because the button shows only an icon. */
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** IconButton's native twin, as PlainButton is Button's. */
export function PlainIconButton({ label, children, variant, className, type = 'button', ...props }: PlainIconButtonProps) {
  return (
    <button {...props} type={type} aria-label={label} className={iconButtonClass(variant, className)}>
      {children}
    </button>
  );
}
