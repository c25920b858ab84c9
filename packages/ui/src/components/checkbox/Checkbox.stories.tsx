import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the Terms & Conditions', name: 'check' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('I agree to the Terms & Conditions'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('name', 'check');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Please accept the terms to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please accept the terms to continue.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Yes, send me monthly content on child development, tips for building mental fitness for kids and updates on new products and meditations',
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
