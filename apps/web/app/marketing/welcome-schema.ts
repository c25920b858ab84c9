import { emailField, personNameField } from '@tate/contracts';
import { z } from 'zod';

/** The welcome form (spec "Welcome"): first name, last name and e-mail, all required. */
export const welcomeSchema = z.object({
  name: personNameField,
  lastname: personNameField,
  email: emailField(),
});
