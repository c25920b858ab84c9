import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { isClamped } from '../../logic/truncate';
import { DisclosureText } from './DisclosureText';

const meta = preview.meta({
  title: 'Content/DisclosureText',
  component: DisclosureText,
  args: { text: 'Breathe in like you smell a flower, breathe out like you blow out a candle, then rest with Tate.' },
  parameters: { maxWidth: 220 },
});

const paragraph = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.tate-disclosure-text__text')!;

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // The whole text is there, clamped to two lines; Show More shows it all.
    const text = canvas.getByText(/^Breathe in like you smell a flower.*rest with Tate\.$/);
    await expect(text).toBeVisible();
    await waitFor(() => expect(isClamped(paragraph(canvasElement))).toBe(true));
    const toggle = await canvas.findByRole('button', { name: 'Show More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(isClamped(paragraph(canvasElement))).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(isClamped(paragraph(canvasElement))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveFocus();
  },
});

export const ShortText = meta.story({
  args: { text: 'Calm puppy breaths' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Calm puppy breaths')).toBeVisible();
    await expect(isClamped(paragraph(canvasElement))).toBe(false);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** The same text in a wide column fits in two lines: no toggle. */
export const FitsInTwoLines = meta.story({
  parameters: { maxWidth: 900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/rest with Tate\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({ args: { text: '' } });

export const LongText = meta.story({ args: { text: 'Tate the puppy takes a slow, cosy walk through the moonlit garden. '.repeat(8) } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
