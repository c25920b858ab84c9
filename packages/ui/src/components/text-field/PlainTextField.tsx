import { useId, type InputHTMLAttributes } from 'react';
import { classNames } from '../../logic/class-names';
import { describedByIds, NativeFieldMessages } from '../field/NativeFieldMessages';

export interface PlainTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id'> {
  label: string;
  description?: string;
  errorMessage?: string | null;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  className?: string;
}

/**
 * TextField's native twin: a labelled `<input>` with the same look, its help and error tied to it, and no
 * react-aria, for a light form on every page (the footer's newsletter sign-up). The browser checks `required` and
 * `type="email"` before sending.
 */
export function PlainTextField({ label, description, errorMessage, type = 'text', className, ...props }: PlainTextFieldProps) {
  const id = useId();
  return (
    <div className={classNames('tate-field', className)}>
      <label htmlFor={id} className="tate-field__label">
        {label}
      </label>
      <input
        {...props}
        id={id}
        type={type}
        className="tate-input"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedByIds({ id, description, errorMessage })}
      />
      <NativeFieldMessages id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
