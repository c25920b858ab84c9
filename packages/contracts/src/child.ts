import { z } from 'zod';
import { INTERESTS } from './interests';
import { CHILD_MESSAGES } from './messages';
import { MAX_NAME, requiredText } from './fields';

export const MIN_BIRTH_DATE = '1900-01-01';
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The one 'today' both apps use for a birth date: today's date where it is latest on Earth (UTC+14),
 * so no parent's today is refused as "in the future" wherever they live.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const childNameField = requiredText(CHILD_MESSAGES.childNameRequired, MAX_NAME, 'Name');

/** YYYY-MM-DD, not before 1900-01-01, not after today (compared as ISO text, which orders like dates). */
export function dateOfBirthField(now: () => Date = () => new Date()) {
  return requiredText(CHILD_MESSAGES.dateOfBirthRequired, 10, 'Date of birth').pipe(
    z
      .string()
      .refine(isCalendarDate, CHILD_MESSAGES.dateOfBirthFormat)
      .refine((value) => value >= MIN_BIRTH_DATE, CHILD_MESSAGES.dateOfBirthTooEarly)
      .refine((value) => value <= latestToday(now()), CHILD_MESSAGES.dateOfBirthInFuture),
  );
}

/** The chosen interests, each at most once. */
export const interestsField = z
  .array(z.enum(INTERESTS, { errorMap: () => ({ message: CHILD_MESSAGES.interestsOnly }) }))
  .max(INTERESTS.length)
  .transform((values) => [...new Set(values)]);

/** Age in whole years on the given day (birthdays counted from the calendar date). */
export function ageInYears(dateOfBirth: string, now: Date = new Date()): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const [thisYear = 0, thisMonth = 0, thisDay = 0] = now.toISOString().slice(0, 10).split('-').map(Number);
  let age = thisYear - year;
  if (thisMonth < month || (thisMonth === month && thisDay < day)) age -= 1;
  return Math.max(0, age);
}

const count = z.number().int();

/**
 * What deleting children removed, as counts (rows of each kind, and photo files): never the data itself. The CMS
 * answers it to DELETE /children/:id and keeps it in the privacy audit; the web names each kind in the parent's toast.
 */
export const removedChildDataSchema = z.object({
  profile: count,
  photo: count,
  listeningHistory: count,
  listeningDays: count,
  favourites: count,
  videoPositions: count,
});

export type RemovedChildData = z.infer<typeof removedChildDataSchema>;
