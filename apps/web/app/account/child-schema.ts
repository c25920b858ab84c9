import { childNameField, dateOfBirthField, interestsField, MAX_PHOTO_BYTES, PHOTO_TYPES } from '@tate/contracts';
import { z } from 'zod';

const photoTypes: readonly string[] = PHOTO_TYPES;

/** Create / edit child (spec section 5): the CMS's own rules from @tate/contracts, plus the photo file. */
export const childSchema = z.object({
  name: childNameField,
  dateOfBirth: dateOfBirthField(),
  theme: interestsField.default([]),
  profileImg: z
    .instanceof(File)
    .refine((file) => photoTypes.includes(file.type), 'Please choose a jpg, jpeg, png or bmp picture')
    .refine((file) => file.size <= MAX_PHOTO_BYTES, 'The picture must be at most 5 MB')
    .optional(),
});
