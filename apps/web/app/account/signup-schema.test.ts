import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { PARENTAL_CONSENT_REQUIRED, signupSchema } from './signup-schema';

function parse(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(entries)) formData.set(key, value);
  return parseWithZod(formData, { schema: signupSchema });
}

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === 'error' ? submission.error : null;
}

describe('sign-up form', () => {
  it('reports every spec message for an empty form', () => {
    const submission = parse({});
    expect(errorsOf(submission)).toMatchObject({
      name: ['Name is required!'],
      email: ['Email is required!'],
      password: ['Password is required!'],
      plan: ['Please select any plan!'],
    });
  });

  it('reports a confirm mismatch and a missing coupon code even when other fields are wrong', () => {
    const submission = parse({ name: 'R2D2', password: 'Calm1234', confirmPassword: 'Calm9999', plan: 'coupon' });
    expect(errorsOf(submission)).toMatchObject({
      name: ['Name not valid!'],
      confirmPassword: ['Confirm Password does not match!'],
      couponCode: ['Coupon code is required!'],
    });
  });

  it('accepts a complete monthly sign-up and lowercases the e-mail', () => {
    const submission = parse({
      name: 'Nina',
      email: 'Nina@Tate.Example',
      password: 'Calm1234',
      confirmPassword: 'Calm1234',
      plan: 'month',
      check: 'on',
      parentalConsent: 'on',
      privacyNoticeVersion: '2026-11',
    });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.privacyNoticeVersion).toBe('2026-11');
    expect(submission.status === 'success' && submission.value.email).toBe('nina@tate.example');
  });

  it('needs the privacy consent ticked, apart from the terms', () => {
    const complete = { name: 'Nina', email: 'nina@tate.example', password: 'Calm1234', confirmPassword: 'Calm1234', plan: 'month', check: 'on' };
    expect(errorsOf(parse(complete))).toEqual({ parentalConsent: [PARENTAL_CONSENT_REQUIRED] });
    expect(parse({ ...complete, parentalConsent: 'on' }).status).toBe('success');
  });
});
