import { expect, fn, screen, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { BOUNDS_ERROR } from '../../logic/date-bounds';
import { DatePicker } from './DatePicker';

const meta = preview.meta({
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Date of birth', name: 'dateOfBirth', minValue: '1900-01-01', maxValue: '2026-11-21', onChange: fn() },
});

export const Default = meta.story({
  args: { defaultValue: '2019-06-12' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    const headers = grid.querySelectorAll('th');
    await expect(headers[0]?.textContent).toBe('M');
    await expect(headers.length).toBe(7);
    await userEvent.click(screen.getByRole('button', { name: /June 20, 2019/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2019-06-20');
    await expect(canvasElement.querySelector('input[name="dateOfBirth"]')).toHaveValue('2019-06-20');
  },
});

export const JumpToYear = meta.story({
  args: { defaultValue: '2019-06-12' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const year = await screen.findByRole('combobox', { name: 'Year' });
    await expect(year).toHaveValue('2019');
    await userEvent.selectOptions(year, '2016');
    await expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('June 2016');
  },
});

export const Empty = meta.story();

export const OutOfRange = meta.story({
  args: { defaultValue: '1899-12-31' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose 1900-01-01 or later.')).toBeVisible();
  },
});

export const MaxBeforeMin = meta.story({
  args: { minValue: '2026-05-01', maxValue: '2026-04-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BOUNDS_ERROR)).toBeVisible();
  },
});

export const WithError = meta.story({
  args: { errorMessage: 'Date of birth is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '2018-02-03' } });

export const LongText = meta.story({
  args: {
    label: 'When was your little one born? We use it to suggest meditations for their age',
    description: 'Only the age in whole years is shown in the app.',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
