import { z } from 'zod';

const NAME_REQUIRED = 'Name is required!';

const name = z
  .string({ required_error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'Name must be at most 100 characters');

/** The welcome form (spec "Welcome"): first name, last name and e-mail, all required. */
export const welcomeSchema = z.object({
  name,
  lastname: name,
  email: z
    .string({ required_error: 'Email is required!' })
    .trim()
    .min(1, 'Email is required!')
    .pipe(z.string().email('Email not valid!')),
});

export type WelcomeForm = z.infer<typeof welcomeSchema>;
