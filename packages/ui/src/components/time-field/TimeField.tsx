import type { InputHTMLAttributes } from 'react';
import { NativeField } from '../field/NativeField';

export interface TimeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id'> {
  label: string;
  description?: string;
  errorMessage?: string | null;
  className?: string;
}

/**
 * A time of day as a native `<input type="time">` (HH:MM sent, the browser's own picker and the reader's clock
 * shown), with the kit's field look: its label, help and error tied to it, and no react-aria, so it works without
 * JavaScript (a child's bedtime on the parent's form).
 */
export function TimeField({ label, description, errorMessage, className, ...props }: TimeFieldProps) {
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} className={className}>
      {(control) => <input {...props} {...control} type="time" className="tate-input" />}
    </NativeField>
  );
}
