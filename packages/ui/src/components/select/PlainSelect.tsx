import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classNames } from '../../logic/class-names';

export interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  label: string;
  /** The `<option>` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * Select's native twin: a labelled `<select>` with the kit's input look and no react-aria, for a plain GET form that
 * must work without JavaScript (the favourites' child picker).
 */
export function PlainSelect({ label, children, className, ...props }: PlainSelectProps) {
  const id = useId();
  return (
    <div className={classNames('tate-field', className)}>
      <label htmlFor={id} className="tate-field__label">
        {label}
      </label>
      <select {...props} id={id} className="tate-input">
        {children}
      </select>
    </div>
  );
}
