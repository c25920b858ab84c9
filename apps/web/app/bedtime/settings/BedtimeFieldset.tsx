import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoonIcon, PlainSelect, SunIcon, TimeField } from '@tate/ui';
import { FormTextField, type ConformField } from '../../forms/fields';
import { browserTimeZone, withZone } from './family-time-zone';
import type { RoutineChoice } from './routine-choice';
import { RoutineField } from './RoutineField';

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
 * The family's zone. While the family has none saved, the page starts at the server's default (the site's zone) and,
 * once the page runs, moves to the browser's zone unless the parent has already picked one.
 */
function TimeZoneSelect({ field, timeZones, errorMessage, followBrowserZone }: { field: ConformField; timeZones: string[]; errorMessage: string | undefined; followBrowserZone: boolean }) {
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
    <div ref={wrapper} className="bedtime-form__select">
      <PlainSelect
        key={field.key}
        label="Family's time zone"
        name={field.name}
        defaultValue={initialZone}
        errorMessage={errorMessage}
      >
        {withZone(withZone(timeZones, initialZone), browserZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </PlainSelect>
    </div>
  );
}

/** A time field on a tile of its own, the night's with a moon and the morning's with a sun (decorative: the label names it). */
function TimeTile({ tone, icon, label, field, errorMessage }: { tone: 'night' | 'day'; icon: ReactNode; label: string; field: ConformField; errorMessage: string | undefined }) {
  return (
    <div className={`bedtime-form__time bedtime-form__time--${tone}`}>
      <span className="bedtime-form__time-icon">{icon}</span>
      <TimeField key={field.key} label={label} name={field.name} defaultValue={text(field.initialValue)} errorMessage={errorMessage} />
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
        <TimeTile tone="night" icon={<MoonIcon />} label="Bedtime" field={fields.bedtime} errorMessage={errorOf(fields.bedtime, refusal)} />
        <TimeTile tone="day" icon={<SunIcon />} label="Wake-up time" field={fields.wakeTime} errorMessage={errorOf(fields.wakeTime, refusal)} />
      </div>
      <TimeZoneSelect
        field={fields.timeZone}
        timeZones={timeZones}
        errorMessage={errorOf(fields.timeZone, refusal)}
        followBrowserZone={followBrowserZone}
      />
      <RoutineField key={fields.routine.key} field={fields.routine} choices={choices} errorMessage={errorOf(fields.routine, refusal)} />
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
