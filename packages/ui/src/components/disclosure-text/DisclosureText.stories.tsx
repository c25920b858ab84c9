import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { DisclosureText } from './DisclosureText';

const meta = preview.meta({
  title: 'Content/DisclosureText',
  component: DisclosureText,
  args: { text: 'Breathe in like you smell a flower, breathe out like you blow out a candle.' },
});

export const Default = meta.story({
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
});

export const ShortText = meta.story({
  args: { text: 'Calm puppy breaths' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calm puppy breaths')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({ args: { text: '' } });

export const LongText = meta.story({ args: { text: 'Tate the puppy takes a slow, cosy walk through the moonlit garden. '.repeat(8) } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
