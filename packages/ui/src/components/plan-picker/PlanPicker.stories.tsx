import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button } from '../button/Button';
import { PlanPicker } from './PlanPicker';

/** Sample plans as the web builds them from the CMS's plan records (the kit holds no prices). */
const SAMPLE_PLANS = [
  { value: 'month', title: 'Monthly', price: '$3.99', period: 'per month', description: 'Cancel anytime' },
  { value: 'year', title: 'Yearly', price: '$39.99', period: 'per year', badge: '10% off', description: 'Best value' },
  { value: 'coupon', title: 'I own the plush toy', price: 'Unlimited access', description: 'Use the coupon code that came with your toy' },
];

const meta = preview.meta({
  title: 'Forms/PlanPicker',
  component: PlanPicker,
  args: { onChange: fn(), plans: SAMPLE_PLANS },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$3.99')).toBeVisible();
    await expect(canvas.getByText('$39.99')).toBeVisible();
    await expect(canvas.getByText('10% off')).toBeVisible();
    const yearly = canvas.getByRole('radio', { name: /Yearly/ });
    await userEvent.click(canvas.getByText('Yearly'));
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
    couponDescription: 'Verified: unlimited access',
    isLocked: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /plush toy/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Coupon code/ })).toHaveAttribute('readonly');
    await expect(canvas.getByText('Verified: unlimited access')).toBeVisible();
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
      { value: 'year', title: 'Yearly family membership', price: '$39.99', period: 'per year', badge: '10% off' },
    ],
    couponName: null,
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
