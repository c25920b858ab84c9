import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { classNames } from '../../logic/class-names';
import { iconButtonClass } from '../button/button-class';
import { SearchIcon } from '../icons/icons';

export interface PlainSearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id'> {
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  isLabelHidden?: boolean;
  /** The accessible name of the magnifier button that submits the form. */
  submitLabel?: string;
  className?: string;
}

/**
 * SearchField's native twin for a GET form: a labelled `<input type="search">` and one submit button, a magnifier
 * named for screen readers. Enter submits through the browser; no react-aria, so a page's first load stays light.
 */
export const PlainSearchField = forwardRef<HTMLInputElement, PlainSearchFieldProps>(function PlainSearchField(
  { label, isLabelHidden = false, submitLabel = 'Search', className, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={classNames('tate-field tate-search tate-search--plain', className)}>
      <label htmlFor={id} className={isLabelHidden ? 'tate-visually-hidden' : 'tate-field__label'}>
        {label}
      </label>
      <div className="tate-search__box">
        <input {...props} ref={ref} id={id} type="search" className="tate-input tate-search__input" />
        <button type="submit" aria-label={submitLabel} className={iconButtonClass('primary', 'tate-search__submit')}>
          <SearchIcon />
        </button>
      </div>
    </div>
  );
});
