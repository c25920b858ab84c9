import { bedtimeSettingsSchema, MAX_ROUTINE_LENGTH } from '@tate/contracts';
import { z } from 'zod';
import { childSchema } from '../../account/child-schema';

/** The routine's slots on the form ("1st" … "5th"), each a select whose blank means none. */
export const ROUTINE_SLOTS = MAX_ROUTINE_LENGTH;

/** The slots as sent (one value, several, or none; Conform gives a blank as undefined): the chosen ids in order. */
export function chosenRoutine(slots: unknown): string[] {
  const values = Array.isArray(slots) ? slots : [slots];
  return values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** The slots' values to show again: as many as there are slots, '' for a blank one. */
export function routineSlotValues(slots: unknown): string[] {
  const values = Array.isArray(slots) ? slots : slots === undefined ? [] : [slots];
  return Array.from({ length: ROUTINE_SLOTS }, (_, index) => {
    const value: unknown = values[index];
    return typeof value === 'string' ? value : '';
  });
}

/** The bedtime section as the form sends it: the shared settings, the routine being the non-blank slots in order. */
export const bedtimeFormSchema = z.preprocess(
  (input) => (typeof input === 'object' && input !== null && 'routine' in input ? { ...input, routine: chosenRoutine(input.routine) } : input),
  bedtimeSettingsSchema
);

/** The child's form with its Bedtime section: one Save for both. */
export const childWithBedtimeSchema = z.intersection(childSchema, bedtimeFormSchema);

/** The ordinal label of a routine slot: "1st", "2nd", … */
export function slotLabel(index: number): string {
  const suffixes: Record<Intl.LDMLPluralRule, string> = {
    one: 'st',
    two: 'nd',
    few: 'rd',
    other: 'th',
    zero: 'th',
    many: 'th',
  };
  const position = index + 1;
  return `${position}${suffixes[new Intl.PluralRules('en', { type: 'ordinal' }).select(position)]}`;
}
