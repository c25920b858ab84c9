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
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { classNames } from '../../logic/class-names';
import { FieldMessages, type FieldErrorMessage } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { NativeField } from '../field/NativeField';
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
  placeholder = 'Select an option',
  ...props
}: SelectProps) {
  const isHydrated = useIsHydrated();

  if (!isHydrated) {
    const chosen = props.value ?? props.defaultValue;
    return (
      <NativeField
        label={label}
        description={description}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        isInvalid={props.isInvalid}
        className={classNames('tate-select', props.className)}
      >
        {(control) => (
          <select
            {...control}
            name={props.name}
            defaultValue={chosen == null ? '' : String(chosen)}
            disabled={props.isDisabled}
            required={props.isRequired}
            className="tate-input tate-select__native"
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </NativeField>
    );
  }

  return (
    <AriaSelect {...fieldRootProps(props, errorMessage, 'tate-select')} placeholder={placeholder}>
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
