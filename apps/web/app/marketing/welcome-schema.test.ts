import { describe, expect, it } from 'vitest';
import { welcomeSchema } from './welcome-schema';

function errorsFor(input: Record<string, unknown>) {
  const result = welcomeSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('welcomeSchema', () => {
  it('accepts a full sign-up and trims it', () => {
    expect(welcomeSchema.parse({ name: ' Omar ', lastname: 'Diaz', email: 'omar@example.com' })).toEqual({
      name: 'Omar',
      lastname: 'Diaz',
      email: 'omar@example.com',
    });
  });

  it('gives the spec messages for missing and invalid fields', () => {
    expect(errorsFor({ name: ' ' })).toEqual({
      name: ['Name is required!'],
      lastname: ['Name is required!'],
      email: ['Email is required!'],
    });
    expect(errorsFor({ name: 'Omar', lastname: 'Diaz', email: 'omar@' }).email).toEqual(['Email not valid!']);
  });
});
