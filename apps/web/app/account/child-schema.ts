import { z } from 'zod';

/** The spec's interest choices (section 3), a child's `theme`. */
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
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/bmp'];
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Create / edit child (spec section 5). The date is compared as ISO text, which orders like dates. */
export function childSchema(today = todayIso()) {
  return z.object({
    name: z.string({ required_error: 'Name is required' }).trim().max(100, 'Name must be at most 100 characters'),
    dateOfBirth: z
      .string({ required_error: 'Date of birth is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth is not a valid date')
      .refine((value) => value >= MIN_BIRTH_DATE, 'Date of birth cannot be before 1900-01-01')
      .refine((value) => value <= today, 'Date of birth cannot be in the future'),
    theme: z.array(z.enum(INTERESTS)).default([]),
    profileImg: z
      .instanceof(File)
      .refine((file) => PHOTO_TYPES.includes(file.type), 'Please choose a jpg, jpeg, png or bmp picture')
      .refine((file) => file.size <= MAX_PHOTO_BYTES, 'The picture must be at most 5 MB')
      .optional(),
  });
}

export type ChildForm = z.infer<ReturnType<typeof childSchema>>;
