import {
  Button,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldErrorMessage } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { CloseIcon, SearchIcon } from '../icons/icons';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  isLabelHidden?: boolean;
  placeholder?: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** A search box with a clear button; Enter calls `onSubmit`, Escape clears. */
export function SearchField({
  label,
  isLabelHidden = false,
  placeholder,
  description,
  errorMessage,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...fieldRootProps(props, errorMessage, 'tate-search')}>
      <Label className={isLabelHidden ? 'tate-visually-hidden' : 'tate-field__label'}>{label}</Label>
      <div className="tate-search__box">
        <SearchIcon className="tate-search__icon" />
        <Input className="tate-input tate-search__input" placeholder={placeholder} />
        <Button className="tate-icon-button tate-button--ghost tate-search__clear tate-focus-ring" aria-label="Clear search">
          <CloseIcon />
        </Button>
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
