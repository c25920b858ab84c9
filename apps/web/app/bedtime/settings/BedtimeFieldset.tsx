import { useEffect, useId, useRef, useState } from 'react';
import { WIND_DOWN_MINUTES } from '@tate/contracts';
import { PlainSelect, PlainTextField, TimeField, useIsHydrated } from '@tate/ui';
import { FormTextField, type ConformField } from '../../forms/fields';
import { routineSlotValues, ROUTINE_SLOTS, slotLabel } from './child-bedtime-schema';
import { browserTimeZone, withZone } from './family-time-zone';

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
  /**
   * The family has no zone saved and the form shows none typed: with JavaScript the zone starts at the browser's
   * (the server's default, the site's zone, stays without it).
   */
  followBrowserZone: boolean;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The field's error: the form's check first, else the CMS's refusal when it names this field. */
function errorOf(field: ConformField, refusal: Props['refusal']): string | undefined {
  return field.errors?.[0] ?? (refusal?.field === field.name ? refusal.message : undefined);
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
  const [initialSlots] = useState(() => routineSlotValues(field.initialValue));
  const [slots, setSlots] = useState(initialSlots);
  const slotsRef = useRef<HTMLDivElement>(null);
  // The selects are the truth, not the state: a choice made before the page ran or while it started (on a slow
  // network) is in the page only, so the lists are narrowed around what the page shows.
  const readSlots = () => setSlots(Array.from(slotsRef.current?.querySelectorAll('select') ?? [], (select) => select.value));
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
          onChange={(event) => {
            readSlots();
            setQuery(event.target.value);
          }}
          autoComplete="off"
        />
      ) : null}
      <div ref={slotsRef} className="bedtime-form__slots">
        {slots.map((chosen, index) => (
          <PlainSelect
            key={index}
            label={slotLabel(index)}
            name={field.name}
            defaultValue={initialSlots[index]}
            onChange={readSlots}
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
      <div aria-live="polite">
        {errorMessage ? (
          <span className="bedtime-form__error" id={errorId}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The family's zone. While the family has none saved, the page starts at the server's default (the site's zone) and,
 * once the page runs, moves to the browser's zone unless the parent has already picked one.
 */
function TimeZoneSelect({ field, timeZones, errorMessage, followBrowserZone }: { field: ConformField; timeZones: string[]; errorMessage: string | undefined; followBrowserZone: boolean }) {
  const errorId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const initialZone = text(field.initialValue);
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  useEffect(() => {
    if (followBrowserZone) setBrowserZone(browserTimeZone());
  }, [followBrowserZone]);
  useEffect(() => {
    const select = wrapper.current?.querySelector('select');
    if (browserZone && select && select.value === initialZone) select.value = browserZone;
  }, [browserZone, initialZone]);
  return (
    <div ref={wrapper} className="bedtime-form__zone">
      <PlainSelect
        key={field.key}
        label="Family's time zone"
        name={field.name}
        defaultValue={initialZone}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        {withZone(withZone(timeZones, initialZone), browserZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </PlainSelect>
      {errorMessage ? (
        <p className="bedtime-form__error" id={errorId}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** The child form's Bedtime section: quiet hours in the family's time zone, the wind-down routine, a daily limit. */
export function BedtimeFieldset({ fields, choices, timeZones, refusal, followBrowserZone }: Props) {
  const limitError = errorOf(fields.dailyLimitMinutes, refusal);
  return (
    <fieldset id="bedtime" className="bedtime-form">
      <legend>Bedtime</legend>
      <p className="bedtime-form__hint">Tate is quiet from bedtime until the wake-up time. Leave both blank for no quiet hours.</p>
      <div className="bedtime-form__times">
        <TimeField
          key={fields.bedtime.key}
          label="Bedtime"
          name={fields.bedtime.name}
          defaultValue={text(fields.bedtime.initialValue)}
          errorMessage={errorOf(fields.bedtime, refusal)}
        />
        <TimeField
          key={fields.wakeTime.key}
          label="Wake-up time"
          name={fields.wakeTime.name}
          defaultValue={text(fields.wakeTime.initialValue)}
          errorMessage={errorOf(fields.wakeTime, refusal)}
        />
      </div>
      <TimeZoneSelect
        field={fields.timeZone}
        timeZones={timeZones}
        errorMessage={errorOf(fields.timeZone, refusal)}
        followBrowserZone={followBrowserZone}
      />
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
