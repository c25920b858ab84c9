import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { FieldMessages, isFieldInvalid, type FieldErrorMessage } from '../field/FieldMessages';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'children' | 'items' | 'selectionMode'> {
  label: string;
  options: SelectOption[];
  description?: string;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** A single-choice dropdown (e.g. the library's child selector); renders a hidden named `<select>` for forms. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  placeholder = 'Select an option',
  className,
  validationBehavior = 'aria',
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      validationBehavior={validationBehavior}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={classNames('tate-field', 'tate-select', className)}
    >
      <Label className="tate-field__label">{label}</Label>
      <Button className="tate-input tate-select__button tate-focus-ring">
        <SelectValue className="tate-select__value" />
        <ChevronDownIcon className="tate-select__chevron" />
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className="tate-popover" offset={6}>
        <ListBox className="tate-listbox" items={options.map((option) => ({ id: option.value as Key, ...option }))}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="tate-listbox__item">
              <span>{option.label}</span>
              <CheckIcon className="tate-listbox__check" />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
