import { expect, fn, screen, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SAMPLE_CHILDREN } from '../../stories/samples';
import { Select } from './Select';

// The child picker's options, as the favourites page builds them from the family's children.
const children = SAMPLE_CHILDREN.map((child) => ({ value: child.id, label: child.name }));

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Child', name: 'childId', placeholder: 'Select child', options: children, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Select child/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leo' }));
    await expect(args.onChange).toHaveBeenCalledWith('c2');
    await expect(canvas.getByRole('button', { name: /Leo/ })).toBeVisible();
    const hidden = canvasElement.querySelector('select[name="childId"]');
    await expect(hidden).toHaveValue('c2');
  },
});

export const WithError = meta.story({
  args: { errorMessage: 'Please select a child' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select a child')).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });

export const Empty = meta.story({ args: { options: [], placeholder: 'No children yet' } });

export const LongText = meta.story({
  args: {
    options: [{ value: 'c0', label: 'Maximilian Alexander Featherstonehaugh-Montgomery the Third' }, ...children],
    defaultValue: 'c0',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
