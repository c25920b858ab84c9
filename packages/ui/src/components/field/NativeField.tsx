import { useId, type ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import { describedByIds, NativeFieldMessages } from './NativeFieldMessages';

/** What ties a native control to its field's label and messages. */
export interface NativeControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface NativeFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | null;
  /** Set by the caller; otherwise an error message marks the control invalid. */
  isInvalid?: boolean;
  className?: string;
  /** Draws the control, spreading the props it is given onto it. */
  children: (control: NativeControlProps) => ReactNode;
}

/** A native control (no react-aria) with the kit's field layout: its label, then the control, then help and error. */
export function NativeField({ label, description, errorMessage, isInvalid, className, children }: NativeFieldProps) {
  const id = useId();
  return (
    <div className={classNames('tate-field', className)}>
      <label htmlFor={id} className="tate-field__label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': isInvalid ?? (errorMessage ? true : undefined),
        'aria-describedby': describedByIds({ id, description, errorMessage }),
      })}
      <NativeFieldMessages id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
