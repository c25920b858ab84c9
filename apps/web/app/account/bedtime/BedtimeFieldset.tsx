import { useId, useState, type InputHTMLAttributes } from 'react';
import { WIND_DOWN_MINUTES } from '@tate/contracts';
import { PlainSelect, PlainTextField, useIsHydrated } from '@tate/ui';
import { FormTextField, type ConformField } from '../../forms/fields';
import { routineSlotValues, ROUTINE_SLOTS, slotLabel } from './child-bedtime-schema';

/** A meditation the routine may hold: the library's audio meditations. */
export type RoutineChoice = {
  id: string;
  title: string;
  durationMinutes: number;
};

type Fields = Record<'bedtime' | 'wakeTime' | 'timeZone' | 'routine' | 'dailyLimitMinutes', ConformField>;

type Props = {
  fields: Fields;
  choices: RoutineChoice[];
  timeZones: string[];
  /** The CMS's refusal of the settings and the field it names (the routine outlasting the wind-down). */
  refusal: { field: string; message: string } | null;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The field's error: the form's check first, else the CMS's refusal when it names this field. */
function errorOf(field: ConformField, refusal: Props['refusal']): string | undefined {
  return field.errors?.[0] ?? (refusal?.field === field.name ? refusal.message : undefined);
}

/** A native `<input type="time">` in the kit's field look (the kit's fields have no time type): label, control, error. */
function TimeInput({
  label,
  errorMessage,
  ...props
}: { label: string; errorMessage?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className="bedtime-field">
      <label htmlFor={id} className="bedtime-field__label">
        {label}
      </label>
      <input
        {...props}
        type="time"
        id={id}
        className="bedtime-field__input"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
      />
      <div aria-live="polite" className="bedtime-field__error-region">
        {errorMessage ? (
          <span className="bedtime-field__error" id={`${id}-error`}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The wind-down routine: five ordered selects of the library's audio meditations, blank for none, which work without
 * JavaScript (a native select also finds an option by typing its first letters). With JavaScript a search narrows
 * every slot's list to the meditations whose title holds it (a slot keeps its choice).
 */
function RoutineSlots({ field, choices, errorMessage }: { field: ConformField; choices: RoutineChoice[]; errorMessage: string | undefined }) {
  const isHydrated = useIsHydrated();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [slots, setSlots] = useState(() => routineSlotValues(field.initialValue));
  const wanted = query.trim().toLocaleLowerCase();
  const shown = (chosen: string) =>
    choices.filter((choice) => choice.id === chosen || wanted === '' || choice.title.toLocaleLowerCase().includes(wanted));
  return (
    <fieldset className="bedtime-form__routine" aria-describedby={errorMessage ? errorId : undefined}>
      <legend>Wind-down routine</legend>
      <p className="bedtime-form__hint">
        Up to {ROUTINE_SLOTS} meditations, played in this order in the {WIND_DOWN_MINUTES} minutes before bedtime.
      </p>
      {isHydrated ? (
        <PlainTextField
          type="search"
          label="Search meditations"
          description="Narrows the lists below"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      ) : null}
      <div className="bedtime-form__slots">
        {slots.map((chosen, index) => (
          <PlainSelect
            key={index}
            label={slotLabel(index)}
            name={field.name}
            value={chosen}
            onChange={(event) => setSlots((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
            aria-invalid={errorMessage && chosen !== '' ? true : undefined}
            aria-describedby={errorMessage ? errorId : undefined}
          >
            <option value="">None</option>
            {shown(chosen).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title} ({choice.durationMinutes} min)
              </option>
            ))}
          </PlainSelect>
        ))}
      </div>
      <div aria-live="polite" className="bedtime-field__error-region">
        {errorMessage ? (
          <span className="bedtime-field__error" id={errorId}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The child form's Bedtime section: quiet hours in the family's time zone, the wind-down routine, a daily limit. */
export function BedtimeFieldset({ fields, choices, timeZones, refusal }: Props) {
  const timeZoneError = errorOf(fields.timeZone, refusal);
  const timeZoneErrorId = useId();
  const limitError = errorOf(fields.dailyLimitMinutes, refusal);
  return (
    <fieldset id="bedtime" className="bedtime-form">
      <legend>Bedtime</legend>
      <p className="bedtime-form__hint">Tate is quiet from bedtime until the wake-up time. Leave both blank for no quiet hours.</p>
      <div className="bedtime-form__times">
        <TimeInput
          key={fields.bedtime.key}
          label="Bedtime"
          name={fields.bedtime.name}
          defaultValue={text(fields.bedtime.initialValue)}
          errorMessage={errorOf(fields.bedtime, refusal)}
        />
        <TimeInput
          key={fields.wakeTime.key}
          label="Wake-up time"
          name={fields.wakeTime.name}
          defaultValue={text(fields.wakeTime.initialValue)}
          errorMessage={errorOf(fields.wakeTime, refusal)}
        />
      </div>
      <PlainSelect
        key={fields.timeZone.key}
        label="Family's time zone"
        name={fields.timeZone.name}
        defaultValue={text(fields.timeZone.initialValue)}
        aria-invalid={timeZoneError ? true : undefined}
        aria-describedby={timeZoneError ? timeZoneErrorId : undefined}
      >
        {timeZones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </PlainSelect>
      {timeZoneError ? (
        <p className="bedtime-field__error" id={timeZoneErrorId}>
          {timeZoneError}
        </p>
      ) : null}
      <RoutineSlots key={fields.routine.key} field={fields.routine} choices={choices} errorMessage={errorOf(fields.routine, refusal)} />
      <FormTextField
        field={{
          name: fields.dailyLimitMinutes.name,
          key: fields.dailyLimitMinutes.key,
          initialValue: fields.dailyLimitMinutes.initialValue,
          errors: limitError ? [limitError] : undefined,
        }}
        label="Daily limit (minutes)"
        description="Leave blank for no limit"
        inputMode="numeric"
      />
    </fieldset>
  );
}
