import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Invalid email or password' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Thank you!', children: 'Password has been successfully reset' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password has been successfully reset');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'New meditations arrive every week.' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Your subscription ends soon.' } };

export const LongText: Story = {
  args: {
    title: 'Subscription Expired?',
    children:
      'Your subscription has expired, so paid meditations are locked until you subscribe again. Free meditations are still available for everyone in your family.',
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
