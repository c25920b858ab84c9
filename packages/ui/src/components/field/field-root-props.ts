import { classNames } from '../../logic/class-names';
import type { FieldErrorMessage } from './FieldMessages';

export interface FieldRootOptions {
  isInvalid?: boolean;
  validationBehavior?: 'aria' | 'native';
  className?: string;
}

/**
 * The props every react-aria field of the kit passes its root: the caller's own props, validation shown through ARIA
 * (not the browser's bubbles) unless the caller asks otherwise, invalid when a string error is given, and the
 * `tate-field` class with the field's modifier and the caller's class.
 */
export function fieldRootProps<Props extends FieldRootOptions>(
  { isInvalid, validationBehavior = 'aria', className, ...props }: Props,
  errorMessage: FieldErrorMessage | undefined,
  modifier?: string,
) {
  return {
    ...props,
    validationBehavior,
    // A plain string error makes the field invalid unless the caller says otherwise.
    isInvalid: isInvalid ?? (typeof errorMessage === 'string' && errorMessage.length > 0 ? true : undefined),
    className: classNames('tate-field', modifier, className),
  };
}
