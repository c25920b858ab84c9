import type { InputHTMLAttributes } from 'react';
import { NativeField } from '../field/NativeField';

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
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} className={className}>
      {(control) => <input {...props} {...control} type={type} className="tate-input" />}
    </NativeField>
  );
}
