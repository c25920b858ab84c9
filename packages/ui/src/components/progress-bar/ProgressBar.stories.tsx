import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Download', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Download' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const InvalidMaxDefaultsTo100: Story = {
  args: { value: 150, max: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

export const NegativeValueClamped: Story = {
  args: { value: -20, max: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Empty: Story = { args: { value: undefined } };

export const WithoutValueText: Story = { args: { showValue: false, value: 75 } };

export const LongText: Story = { args: { label: 'Downloading “The Sleepy Puppy Under the Stars” for offline play', value: 63 } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
