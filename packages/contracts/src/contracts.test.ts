import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ageInYears,
  changeNewPasswordField,
  confirmationIssue,
  confirmationMatches,
  confirmPasswordField,
  currentPasswordField,
  dateOfBirthField,
  DEVICE_ID_PATTERN,
  deviceClaim,
  emailField,
  interestsField,
  latestToday,
  ACCOUNT_MESSAGES,
  personNameField,
  resetPasswordField,
  signupPasswordField,
  utf8Length,
} from './index';

function messageOf(schema: z.ZodTypeAny, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('field rules', () => {
  it('e-mail: required, valid with the form own message, lowercased', () => {
    expect(messageOf(emailField(), '')).toBe('Email is required!');
    expect(messageOf(emailField(), undefined)).toBe('Email is required!');
    expect(messageOf(emailField(), 'nope')).toBe('Email not valid!');
    expect(messageOf(emailField(ACCOUNT_MESSAGES.emailIsNotValid), 'nope')).toBe('Email is not valid!');
    expect(emailField().parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('name: required and a pattern', () => {
    expect(messageOf(personNameField, ' ')).toBe('Name is required!');
    expect(messageOf(personNameField, 'R2D2')).toBe('Name not valid!');
    expect(personNameField.parse('Zoë O’Neil')).toBe('Zoë O’Neil');
  });

  it('sign-up password: required, then the account policy', () => {
    expect(messageOf(signupPasswordField, '')).toBe('Password is required!');
    expect(messageOf(signupPasswordField, 'password')).toBe('Password not valid!');
    expect(signupPasswordField.parse('calm puppy 7')).toBe('calm puppy 7');
  });

  it('reset password: its own length message before the policy', () => {
    expect(messageOf(resetPasswordField, undefined)).toBe('Password is required!');
    expect(messageOf(resetPasswordField, 'abc1')).toBe('Password must contain at least 8 characters');
    expect(messageOf(resetPasswordField, 'abcdefgh')).toBe('Password not valid!');
  });

  it('change password: the spec messages and the account policy', () => {
    expect(messageOf(changeNewPasswordField, '')).toBe('New Password is required!');
    expect(messageOf(changeNewPasswordField, 'short1')).toBe('Password not valid!');
    expect(messageOf(currentPasswordField(ACCOUNT_MESSAGES.deletePasswordRequired), '')).toBe('Password is required! ');
  });

  it('confirm password must match', () => {
    const form = z
      .object({ password: signupPasswordField, confirmPassword: confirmPasswordField })
      .refine(confirmationMatches, confirmationIssue);
    const result = form.safeParse({ password: 'calm puppy 7', confirmPassword: 'calm puppy 8' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'Confirm Password does not match!' });
  });
});

describe('the bcrypt length rule', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('🐶')).toBe(4);
  });

  it('refuses a password longer than bcrypt reads, on every password field', () => {
    const longest = `a1${'x'.repeat(70)}`;
    for (const field of [signupPasswordField, resetPasswordField, changeNewPasswordField, currentPasswordField()]) {
      expect(messageOf(field, longest)).toBeUndefined();
      expect(messageOf(field, `${longest}x`)).toBe(ACCOUNT_MESSAGES.passwordTooLong);
      expect(messageOf(field, `a1${'é'.repeat(36)}`)).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    }
  });
});

describe('child rules', () => {
  const now = new Date('2026-11-22T23:30:00Z');
  const dateOfBirth = dateOfBirthField(() => now);

  it('one today for both apps: the latest date on Earth', () => {
    expect(latestToday(now)).toBe('2026-11-23');
    expect(dateOfBirth.parse('2026-11-23')).toBe('2026-11-23');
    expect(messageOf(dateOfBirth, '2026-11-24')).toBe('Date of birth cannot be in the future');
  });

  it('date of birth: required, a calendar date, not before 1900', () => {
    expect(messageOf(dateOfBirth, '')).toBe('Date of birth is required');
    expect(messageOf(dateOfBirth, '2021-02-30')).toBe('Date of birth is not a valid date');
    expect(messageOf(dateOfBirth, '1899-12-31')).toBe('Date of birth cannot be before 1900-01-01');
  });

  it('interests: choices only, each once', () => {
    expect(interestsField.parse(['Yoga', 'Space', 'Yoga'])).toEqual(['Yoga', 'Space']);
    expect(messageOf(interestsField, ['Knitting'])).toBe('Theme must list interest choices only');
  });

  it('age in whole years', () => {
    expect(ageInYears('2020-11-23', now)).toBe(5);
    expect(ageInYears('2020-11-22', now)).toBe(6);
  });
});

describe('known devices', () => {
  it('claim a device for an account by its e-mail address as accounts compare it', () => {
    expect(deviceClaim('AAAAAAAAAAAAAAAAAAAAAA', ' Parent@Tate.Example ')).toBe('device:AAAAAAAAAAAAAAAAAAAAAA:parent@tate.example');
    expect(DEVICE_ID_PATTERN.test('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(DEVICE_ID_PATTERN.test('not a device')).toBe(false);
  });
});
