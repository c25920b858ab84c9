import { z } from 'zod';

/** Interest choices of spec section 3 (a child's `theme`). */
export const INTERESTS = [
  'Adventures',
  'Animals',
  'BreathWork',
  'Colours',
  'Counting + Math',
  'Feeling Strong',
  'Nature',
  'Seasons',
  'Relaxing Music',
  'Sports',
  'School',
  'Shapes',
  'Space',
  'Under the sea',
  'Yoga',
] as const;

export const MIN_BIRTH_DATE = '1900-01-01';

/** Today's date where it is latest on Earth (UTC+14), so no parent's "today" is refused as future. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const name = z.preprocess(
  emptyToUndefined,
  z
    .string({ required_error: 'Name is required', invalid_type_error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
);

const dateOfBirth = z.preprocess(
  emptyToUndefined,
  z
    .string({ required_error: 'Date of birth is required', invalid_type_error: 'Date of birth is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be YYYY-MM-DD')
    .refine(isCalendarDate, 'Date of birth is not a valid date')
    .refine((value) => value >= MIN_BIRTH_DATE, 'Date of birth cannot be before 1900-01-01')
    .refine((value) => value <= latestToday(new Date()), 'Date of birth cannot be in the future'),
);

/** theme arrives as a JSON list in multipart forms, or as an array in JSON bodies. */
const theme = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(z.enum(INTERESTS, { errorMap: () => ({ message: 'Theme must list interest choices only' }) }), {
      invalid_type_error: 'Theme must be a JSON list of interest choices',
    })
    .max(INTERESTS.length)
    .transform((values) => [...new Set(values)]),
);

export const childCreateInput = z.object({ name, dateOfBirth, theme: theme.default([]) });
export const childUpdateInput = z.object({
  name: name.optional(),
  dateOfBirth: dateOfBirth.optional(),
  theme: theme.optional(),
});

export type ChildCreateInput = z.infer<typeof childCreateInput>;
export type ChildUpdateInput = z.infer<typeof childUpdateInput>;

/** Age in whole years on the given day (birthday counted from the calendar date). */
export function ageInYears(dateOfBirth: string, now = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const today = now.toISOString().slice(0, 10).split('-').map(Number);
  let age = today[0] - year;
  if (today[1] < month || (today[1] === month && today[2] < day)) age -= 1;
  return Math.max(0, age);
}
