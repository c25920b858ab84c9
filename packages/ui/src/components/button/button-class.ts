import { classNames } from '../../logic/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'large';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

/** The classes of every button-looking control of the kit (buttons, plain buttons, links that look like buttons). */
export function buttonClass({ variant = 'primary', size = 'medium', isFullWidth = false }: ButtonLookProps, extra?: string) {
  return classNames(
    'tate-button',
    `tate-button--${variant}`,
    `tate-button--${size}`,
    isFullWidth && 'tate-button--full',
    'tate-focus-ring',
    extra,
  );
}

/** The classes of a round button holding only an icon. */
export function iconButtonClass(variant: ButtonVariant = 'ghost', extra?: string) {
  return classNames('tate-icon-button', `tate-button--${variant}`, 'tate-focus-ring', extra);
}
