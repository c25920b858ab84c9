import { type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { classNames } from '../../logic/class-names';
import { parseIsoDate, resolveDateBounds } from '../../logic/date-bounds';
import { FieldMessages } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { NativeField } from '../field/NativeField';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { YearSelect } from './YearSelect';

export interface DatePickerProps
  extends Omit<
    AriaDatePickerProps<CalendarDate>,
    'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'firstDayOfWeek'
  > {
  label: string;
  description?: string;
  /** A string error (server or Conform) replaces the built-in messages. */
  errorMessage?: string;
  /** ISO `YYYY-MM-DD`. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string | null) => void;
  /** Earliest allowed date, ISO `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest allowed date, ISO `YYYY-MM-DD`; an error shows when it is before `minValue`. */
  maxValue?: string;
  className?: string;
}

function builtInMessage(validation: ValidationResult, min: CalendarDate | null, max: CalendarDate | null): string {
  if (validation.validationDetails.rangeUnderflow && min) {
    return `Please choose ${min.toString()} or later.`;
  }
  if (validation.validationDetails.rangeOverflow && max) {
    return `Please choose ${max.toString()} or earlier.`;
  }
  if (validation.validationDetails.valueMissing) {
    return 'Please choose a date.';
  }
  if (validation.validationDetails.badInput) {
    return 'Please enter a valid date.';
  }
  return validation.validationErrors.join(' ');
}

/**
 * A date field with a calendar pop-up (weeks start on Monday, one month shown). Submits the date as
 * `YYYY-MM-DD` in a hidden input named `name`. Server-rendered and without JavaScript it is a native
 * `<input type="date">` with the same name and bounds.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...props
}: DatePickerProps) {
  const bounds = resolveDateBounds(minValue, maxValue);
  const message = bounds.error ?? errorMessage;
  const controlled = value === undefined ? {} : { value: parseIsoDate(value) };
  const isHydrated = useIsHydrated();

  if (!isHydrated) {
    return (
      <NativeField
        label={label}
        description={description}
        errorMessage={message}
        isInvalid={props.isInvalid}
        className={classNames('tate-date-picker', props.className)}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            name={props.name}
            defaultValue={value ?? defaultValue}
            min={bounds.min?.toString()}
            max={bounds.max?.toString()}
            disabled={props.isDisabled}
            required={props.isRequired}
            className="tate-input"
          />
        )}
      </NativeField>
    );
  }

  return (
    <AriaDatePicker<CalendarDate>
      {...fieldRootProps(props, message, 'tate-date-picker')}
      {...controlled}
      defaultValue={parseIsoDate(defaultValue)}
      onChange={(next) => onChange?.(next ? next.toString() : null)}
      minValue={bounds.min ?? undefined}
      maxValue={bounds.max ?? undefined}
      firstDayOfWeek="mon"
    >
      <Label className="tate-field__label">{label}</Label>
      <Group className="tate-input tate-date-picker__group">
        <DateInput className="tate-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="tate-date-picker__segment" />}
        </DateInput>
        <Button className="tate-icon-button tate-button--ghost tate-focus-ring tate-date-picker__button">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldMessages
        description={description}
        errorMessage={message ?? ((validation) => builtInMessage(validation, bounds.min, bounds.max))}
      />
      <Popover className="tate-popover tate-date-picker__popover" offset={6}>
        <Dialog className="tate-date-picker__dialog" aria-label={`${label} calendar`}>
          <Calendar className="tate-calendar" firstDayOfWeek="mon">
            <header className="tate-calendar__header">
              <Button slot="previous" className="tate-icon-button tate-button--ghost tate-focus-ring">
                <ChevronLeftIcon />
              </Button>
              <Heading className="tate-calendar__heading" />
              <YearSelect />
              <Button slot="next" className="tate-icon-button tate-button--ghost tate-focus-ring">
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className="tate-calendar__grid">
              {(date) => <CalendarCell date={date} className="tate-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
