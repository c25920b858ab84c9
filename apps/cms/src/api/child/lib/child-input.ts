import { bedtimeSettingsSchema, childNameField, dateOfBirthField, interestsField } from '@tate/contracts';
import { z } from 'zod';

/** A field that arrives as JSON text in multipart forms, or as the value itself in JSON bodies ('' for none). */
function jsonText(value: unknown, blank: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return blank;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const theme = z.preprocess(
  (value) => jsonText(value, []),
  z.array(z.unknown(), { invalid_type_error: 'Theme must be a JSON list of interest choices' }).pipe(interestsField),
);

/** A new child's bedtime settings, saved with the child in one write (absent: none). */
const bedtimeSettings = z.preprocess(
  (value) => jsonText(value, undefined),
  z.object({}, { invalid_type_error: 'Bedtime must be an object of bedtime settings' }).passthrough().pipe(bedtimeSettingsSchema).optional(),
);

const dateOfBirth = dateOfBirthField();

/** The child rules of @tate/contracts (the web checks the same ones), read from a CMS request body. */
export const childCreateInput = z.object({ name: childNameField, dateOfBirth, theme: theme.default([]), bedtime: bedtimeSettings });
export const childUpdateInput = z.object({
  name: childNameField.optional(),
  dateOfBirth: dateOfBirth.optional(),
  theme: theme.optional(),
});

export type ChildCreateInput = z.infer<typeof childCreateInput>;
export type ChildUpdateInput = z.infer<typeof childUpdateInput>;
