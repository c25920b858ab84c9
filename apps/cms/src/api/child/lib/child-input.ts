import { childNameField, dateOfBirthField, interestsField } from '@tate/contracts';
import { z } from 'zod';

/** theme arrives as a JSON list in multipart forms, or as an array in JSON bodies. */
const theme = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(z.unknown(), { invalid_type_error: 'Theme must be a JSON list of interest choices' }).pipe(interestsField));

const dateOfBirth = dateOfBirthField();

/** The child rules of @tate/contracts (the web checks the same ones), read from a CMS request body. */
export const childCreateInput = z.object({ name: childNameField, dateOfBirth, theme: theme.default([]) });
export const childUpdateInput = z.object({
  name: childNameField.optional(),
  dateOfBirth: dateOfBirth.optional(),
  theme: theme.optional(),
});

export type ChildCreateInput = z.infer<typeof childCreateInput>;
export type ChildUpdateInput = z.infer<typeof childUpdateInput>;
