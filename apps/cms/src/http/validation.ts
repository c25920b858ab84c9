import { z } from 'zod';

/** A required string field with the spec's "is required" message for a missing or empty value. */
export function requiredString(requiredMessage: string, maxLength: number) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, `${requiredMessage.replace(/ is required!?$/, '')} must be at most ${maxLength} characters`);
}
