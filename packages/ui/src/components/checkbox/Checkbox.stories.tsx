import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the Terms & Conditions', name: 'check' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('I agree to the Terms & Conditions'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('name', 'check');
  },
});

export const WithError = meta.story({
  args: { errorMessage: 'Please accept the terms to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please accept the terms to continue.')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
});

export const LongText = meta.story({
  args: {
    children:
      'Yes, send me monthly content on child development, tips for building mental fitness for kids and updates on new products and meditations',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
