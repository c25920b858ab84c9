import { expect, fn, screen, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LONG_FEELINGS } from '../../stories/samples';
import { FilterDropdown } from './FilterDropdown';

const durations = [
  { value: '5-10', label: '5-10 min' },
  { value: '10-15', label: '10-15 min' },
  { value: '15+', label: '15+ min' },
];

const meta = preview.meta({
  title: 'Forms/FilterDropdown',
  component: FilterDropdown,
  args: { label: 'Duration', name: 'duration', options: durations, onApply: fn(), onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Duration' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: '5-10 min' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '15+ min' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['5-10', '15+']);
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onApply).toHaveBeenCalledWith(['5-10', '15+']);
    await expect(canvas.getByRole('button', { name: 'Duration 2 selected' })).toBeVisible();
    const inputs = canvasElement.querySelectorAll('input[type="hidden"][name="duration"]');
    await expect(Array.from(inputs).map((input) => (input as HTMLInputElement).value)).toEqual(['5-10', '15+']);
  },
});

export const Preselected = meta.story({ args: { defaultValue: ['10-15'] } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Duration' })).toBeDisabled();
  },
});

export const LongText = meta.story({
  args: {
    label: 'I want to feel',
    options: LONG_FEELINGS,
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
