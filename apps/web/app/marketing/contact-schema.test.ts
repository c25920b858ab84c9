import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';

const valid = {
  firstname: 'Lea',
  lastname: 'Moss',
  email: 'lea@example.com',
  number: '0123456789',
  message: 'Hello Tate',
};

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('contactSchema', () => {
  it('accepts a complete message and trims the fields', () => {
    expect(contactSchema.parse({ ...valid, firstname: '  Lea ' }).firstname).toBe('Lea');
  });

  it('requires every field', () => {
    expect(errorsFor({})).toEqual({
      firstname: ['First name is required!'],
      lastname: ['Last name is required!'],
      email: ['Email is required!'],
      number: ['Number is required!'],
      message: ['Message is required!'],
    });
  });

  it('wants a valid e-mail and a number of exactly 10 characters', () => {
    expect(errorsFor({ ...valid, email: 'lea@' }).email).toEqual(['Email not valid!']);
    expect(errorsFor({ ...valid, number: '012345678' }).number).toEqual(['Number must be exactly 10 characters']);
    expect(errorsFor({ ...valid, number: '01234567890' }).number).toEqual(['Number must be exactly 10 characters']);
  });
});
