import { emailField } from '@tate/contracts';
import { z } from 'zod';

export const PHONE_NUMBER_LENGTH = 10;

function required(label: string) {
  return z
    .string({ required_error: `${label} is required!` })
    .trim()
    .min(1, `${label} is required!`);
}

/** The contact form (spec section "Contact"): everything required, the number exactly 10 characters. */
export const contactSchema = z.object({
  firstname: required('First name').pipe(z.string().max(100, 'First name must be at most 100 characters')),
  lastname: required('Last name').pipe(z.string().max(100, 'Last name must be at most 100 characters')),
  email: emailField(),
  number: required('Number').pipe(
    z.string().length(PHONE_NUMBER_LENGTH, `Number must be exactly ${PHONE_NUMBER_LENGTH} characters`)
  ),
  message: required('Message').pipe(z.string().max(5000, 'Message must be at most 5000 characters')),
});
