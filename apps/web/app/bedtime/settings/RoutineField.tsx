import { useEffect, useId, useRef, useState } from 'react';
import { WIND_DOWN_MINUTES } from '@tate/contracts';
import { describedByIds, MoonIcon, NativeFieldMessages, PlainSelect, ReorderList, VisuallyHidden } from '@tate/ui';
import type { ConformField } from '../../forms/fields';
import { AddStorySheet } from './AddStorySheet';
import type { RoutineChoice } from './routine-choice';
import { chosenRoutine, routineSlotValues, ROUTINE_SLOTS, slotLabel } from './child-bedtime-schema';
import { minutesText, routineTotal } from './routine-total';
import { StoryCover, StoryWords } from './StoryCover';

type Props = { field: ConformField; choices: RoutineChoice[]; errorMessage: string | undefined };

/** What a routine holds and when it plays, over the builder and over the selects alike. */
function RoutineHint() {
  return (
    <p className="bedtime-form__hint">
      Up to {ROUTINE_SLOTS} stories, played in this order in the {WIND_DOWN_MINUTES} minutes before bedtime.
    </p>
  );
}

/** The routine's running total against the wind-down, with a bar that fills towards it. */
function RoutineTotal({ ids, choices }: { ids: string[]; choices: RoutineChoice[] }) {
  const { minutes, fits } = routineTotal(ids, choices);
  return (
    <div className={fits ? 'routine__total' : 'routine__total routine__total--over'}>
      <p>
        <strong>{minutesText(minutes)}</strong>
        {fits ? ` of the ${WIND_DOWN_MINUTES}-minute wind-down` : `: too long for the ${WIND_DOWN_MINUTES}-minute wind-down`}
      </p>
      <span className="routine__bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (minutes / WIND_DOWN_MINUTES) * 100)}%` }} />
      </span>
    </div>
  );
}

/**
 * The routine built with JavaScript: the chosen stories as cards (cover, title, minutes), reordered by drag or by
 * Move up and Move down, removed, and added from a searchable sheet; the ids go with the form as hidden fields, in
 * order, under the same name as the selects'.
 */
function RoutineBuilder({ name, ids, onChange, choices }: { name: string; ids: string[]; onChange: (ids: string[]) => void; choices: RoutineChoice[] }) {
  const [said, setSaid] = useState('');
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const full = ids.length >= ROUTINE_SLOTS;
  return (
    <>
      <RoutineHint />
      <ReorderList
        label="Tonight's routine"
        items={chosen}
        onChange={(items) => onChange(items.map((item) => item.id))}
        itemName={(item) => item.title}
        emptyState={
          <p className="routine__empty">
            <MoonIcon className="routine__empty-icon" />
            No stories yet. Add one or two for a calm evening.
          </p>
        }
      >
        {(choice, index) => (
          <span className="routine-card">
            <span className="routine-card__place" aria-hidden="true">
              {index + 1}
            </span>
            <StoryCover choice={choice} />
            <StoryWords choice={choice} />
          </span>
        )}
      </ReorderList>
      {ids.map((id) => (
        <input key={id} type="hidden" name={name} value={id} />
      ))}
      <AddStorySheet
        choices={choices.filter((choice) => !ids.includes(choice.id))}
        isDisabled={full}
        onAdd={(id) => {
          const next = [...ids, id];
          onChange(next);
          setSaid(`${byId.get(id)?.title ?? 'Story'} added: ${minutesText(routineTotal(next, choices).minutes)} in all`);
        }}
      />
      <RoutineTotal ids={ids} choices={choices} />
      {full ? <p className="bedtime-form__hint">A routine holds {ROUTINE_SLOTS} stories: remove one to add another.</p> : null}
      <div aria-live="polite">
        <VisuallyHidden>{said}</VisuallyHidden>
      </div>
    </>
  );
}

/**
 * Tonight's routine. The page arrives with five ordered selects of the library's audio stories, blank for none, which
 * work without JavaScript; once it runs they become the builder, starting from what the selects hold (a choice made
 * before the page ran, on a slow network, is in the page only).
 */
export function RoutineField({ field, choices, errorMessage }: Props) {
  const fieldId = useId();
  const describedBy = describedByIds({ id: fieldId, errorMessage });
  const slotsRef = useRef<HTMLDivElement>(null);
  const [initialSlots] = useState(() => routineSlotValues(field.initialValue));
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => {
    const slots = slotsRef.current;
    if (!slots) return;
    const known = new Set(choices.map((choice) => choice.id));
    const picked = chosenRoutine(Array.from(slots.querySelectorAll('select'), (select) => select.value));
    setIds([...new Set(picked)].filter((id) => known.has(id)));
  }, [choices]);
  return (
    <fieldset className="bedtime-form__routine" aria-describedby={describedBy}>
      <legend>Tonight&apos;s routine</legend>
      {ids === null ? (
        <>
          <RoutineHint />
          <div ref={slotsRef} className="bedtime-form__slots">
            {initialSlots.map((chosen, index) => (
              <PlainSelect
                key={index}
                label={slotLabel(index)}
                name={field.name}
                defaultValue={chosen}
                className="bedtime-form__slot"
                aria-invalid={errorMessage && chosen !== '' ? true : undefined}
                aria-describedby={describedBy}
              >
                <option value="">None</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.title} ({choice.durationMinutes} min)
                  </option>
                ))}
              </PlainSelect>
            ))}
          </div>
        </>
      ) : (
        <RoutineBuilder name={field.name} ids={ids} onChange={setIds} choices={choices} />
      )}
      <NativeFieldMessages id={fieldId} errorMessage={errorMessage} />
    </fieldset>
  );
}
