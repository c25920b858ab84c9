import { PLAN_MESSAGES } from '@tate/contracts';
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { signupSchema } from '../account/signup-schema';
import { renewalSchema } from './renewal-schema';

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe('renewal and sign-up coupon rules', () => {
  it('accepts an e-mail, a paid plan and the terms', () => {
    const submission = parseWithZod(form({ email: 'A@B.co', plan: 'month', check: 'on' }), { schema: renewalSchema });
    expect(submission.status).toBe('success');
  });

  it('does not silently ignore a coupon typed while a paid plan is chosen', () => {
    for (const schema of [renewalSchema, signupSchema]) {
      const submission = parseWithZod(
        form({ name: 'Ana Li', email: 'a@b.co', password: 'Secret123', confirmPassword: 'Secret123', plan: 'year', couponCode: 'TATE-PLUSH-DEMO', check: 'on' }),
        { schema },
      );
      expect(submission.status === 'error' ? submission.error?.couponCode : null).toEqual([PLAN_MESSAGES.couponNeedsCouponPlan]);
    }
  });

  it('asks for the code when the coupon plan is chosen', () => {
    const submission = parseWithZod(form({ email: 'a@b.co', plan: 'coupon', check: 'on' }), { schema: renewalSchema });
    expect(submission.status === 'error' ? submission.error?.couponCode : null).toEqual(['Coupon code is required!']);
  });
});
