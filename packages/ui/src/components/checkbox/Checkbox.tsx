import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldMessages, type FieldErrorMessage } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { CheckIcon } from '../icons/icons';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children'> {
  children: ReactNode;
  description?: string;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** A checkbox (e.g. accepting the terms) backed by a real named `<input type="checkbox">`. */
export function Checkbox({ children, description, errorMessage, value = 'on', ...props }: CheckboxProps) {
  return (
    <CheckboxField {...fieldRootProps(props, errorMessage, 'tate-checkbox')} value={value}>
      <CheckboxButton className="tate-checkbox__button">
        <span className="tate-checkbox__box" aria-hidden="true">
          <CheckIcon className="tate-checkbox__check" />
        </span>
        <span className="tate-checkbox__label">{children}</span>
      </CheckboxButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
