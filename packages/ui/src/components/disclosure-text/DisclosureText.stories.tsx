import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DisclosureText } from './DisclosureText';

const meta = {
  title: 'Content/DisclosureText',
  component: DisclosureText,
  args: { text: 'Breathe in like you smell a flower, breathe out like you blow out a candle.' },
} satisfies Meta<typeof DisclosureText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Breathe in like you s...')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText(/blow out a candle\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.getByText('Breathe in like you s...')).toBeVisible();
  },
};

export const ShortText: Story = {
  args: { text: 'Calm puppy breaths' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calm puppy breaths')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { text: '' } };

export const LongText: Story = { args: { text: 'Tate the puppy takes a slow, cosy walk through the moonlit garden. '.repeat(8) } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
