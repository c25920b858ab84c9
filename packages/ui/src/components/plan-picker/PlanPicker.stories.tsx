import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button } from '../button/Button';
import { PlanPicker } from './PlanPicker';
import { SAMPLE_COUPON_PLAN, SAMPLE_PLANS } from './plan-samples';

const meta = preview.meta({
  title: 'Forms/PlanPicker',
  component: PlanPicker,
  args: { onChange: fn(), plans: [...SAMPLE_PLANS, SAMPLE_COUPON_PLAN] },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$3.99')).toBeVisible();
    await expect(canvas.getByText('$39.99')).toBeVisible();
    await expect(canvas.getByText('Save 10%')).toBeVisible();
    // The prices sit level though only the yearly card has a badge.
    const [month, year] = [canvas.getByText('$3.99'), canvas.getByText('$39.99')].map((price) => price.getBoundingClientRect().top);
    await expect(month).toBe(year);
    const yearly = canvas.getByRole('radio', { name: /1 Year/ });
    await userEvent.click(canvas.getByText('1 Year'));
    await expect(yearly).toBeChecked();
    await expect(yearly).toHaveAttribute('name', 'plan');
    await expect(args.onChange).toHaveBeenCalledWith('year');
    await expect(canvas.getByRole('textbox', { name: /Coupon code/ })).toHaveAttribute('name', 'couponCode');
  },
});

export const WithError = meta.story({
  args: { errorMessage: 'Please select any plan!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select any plan!')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const WithCouponAction = meta.story({
  args: { couponAction: <Button type="submit" name="intent" value="verify-coupon">Verify code</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Coupon code/ })).toBeVisible();
  },
});

export const CouponLocked = meta.story({
  args: {
    defaultValue: 'coupon',
    couponDefaultValue: 'TATE-PLUSH-42',
    couponStatus: 'Coupon code verified successfully: unlimited access',
    isLocked: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /plush toy/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Coupon code/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent('Coupon code verified successfully: unlimited access');
  },
});

export const WrongCoupon = meta.story({
  args: { defaultValue: 'coupon', couponDefaultValue: 'NOT-A-CODE', couponErrorMessage: 'Invalid coupon code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Coupon code/ })).toHaveAccessibleDescription(/Invalid coupon code/);
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'month' } });

export const LongText = meta.story({
  args: {
    plans: [
      {
        value: 'month',
        title: 'Monthly family membership',
        price: '$3.99',
        period: 'per month',
        description: 'All meditations, breathing games and calming music for every child in the family',
      },
      { value: 'year', title: 'Yearly family membership', price: '$39.99', period: 'per year', badge: 'Save 10%', trial: '14-day free trial' },
    ],
    couponName: null,
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
