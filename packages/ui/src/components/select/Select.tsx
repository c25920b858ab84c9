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
import { useId } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { classNames } from '../../logic/class-names';
import { FieldMessages, isFieldInvalid, type FieldErrorMessage } from '../field/FieldMessages';
import { describedByIds, NativeFieldMessages } from '../field/NativeFieldMessages';
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

/**
 * A single-choice dropdown (e.g. the library's child selector). Server-rendered and without
 * JavaScript it is a native named `<select>`; once hydrated it becomes the react-aria listbox,
 * which keeps a hidden named `<select>` for forms.
 */
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
  const id = useId();
  const isHydrated = useIsHydrated();

  if (!isHydrated) {
    const chosen = props.value ?? props.defaultValue;
    const message = typeof errorMessage === 'string' ? errorMessage : undefined;
    return (
      <div className={classNames('tate-field', 'tate-select', className)}>
        <label htmlFor={id} className="tate-field__label">
          {label}
        </label>
        <select
          id={id}
          name={props.name}
          defaultValue={chosen == null ? '' : String(chosen)}
          disabled={props.isDisabled}
          required={props.isRequired}
          aria-invalid={isFieldInvalid(isInvalid, errorMessage)}
          aria-describedby={describedByIds({ id, description, errorMessage: message })}
          className="tate-input tate-select__native"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <NativeFieldMessages id={id} description={description} errorMessage={message} />
      </div>
    );
  }

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
