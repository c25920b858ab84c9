import type { ReactNode, SelectHTMLAttributes } from 'react';
import { NativeField } from '../field/NativeField';

export interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  label: string;
  description?: string;
  errorMessage?: string | null;
  /** The `<option>` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * Select's native twin: a labelled `<select>` with the kit's field layout (help and error tied to it, the error in the
 * field's live region) and input look, and no react-aria, for a form that must work without JavaScript (the
 * favourites' child picker, the bedtime section's time zone and routine slots). A caller's own `aria-*` props win over
 * the field's (the routine's slots are described by their group's message).
 */
export function PlainSelect({ label, description, errorMessage, children, className, ...props }: PlainSelectProps) {
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} className={className}>
      {(control) => (
        <select {...control} {...props} className="tate-input">
          {children}
        </select>
      )}
    </NativeField>
  );
}
