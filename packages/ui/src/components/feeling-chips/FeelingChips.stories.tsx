import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LONG_FEELINGS, SAMPLE_FEELINGS } from '../../stories/samples';
import { FeelingChips } from './FeelingChips';

const meta = preview.meta({
  title: 'Forms/FeelingChips',
  component: FeelingChips,
  args: { legend: 'I want to feel', name: 'feel', options: SAMPLE_FEELINGS, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: 'I want to feel' });
    await expect(group).toBeVisible();
    const calm = canvas.getByRole('checkbox', { name: 'Calm' });
    // Big enough for a small finger.
    await expect(calm.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(calm);
    await expect(calm).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['calm']);
    // The keyboard: Tab to the next chip, Space toggles it.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Thoughtful' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['calm', 'thoughtful']);
    await userEvent.click(calm);
    await expect(calm).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['thoughtful']);
    // Each chip is a real named checkbox, so it submits with its form.
    const boxes = canvasElement.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="feel"]:checked');
    await expect(Array.from(boxes, (box) => box.value)).toEqual(['thoughtful']);
  },
});

/** Controlled: the page's filter says which chips are on. */
export const Chosen = meta.story({
  args: { value: ['sleepy', 'calm'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sleepy' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Calm' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Excited' })).not.toBeChecked();
  },
});

export const LongText = meta.story({
  args: {
    legend: 'How would you like to feel after your meditation tonight?',
    options: LONG_FEELINGS,
  },
});

export const SmallScreen = meta.story({
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas }) => {
    // One row that scrolls sideways: the last chip is reachable by keyboard.
    const active = canvas.getByRole('checkbox', { name: 'Active' });
    active.focus();
    await userEvent.keyboard(' ');
    await expect(active).toBeChecked();
  },
});
