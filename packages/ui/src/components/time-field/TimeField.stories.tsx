import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { TimeField } from './TimeField';

const meta = preview.meta({
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Bedtime', name: 'bedtime' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Bedtime');
    await expect(input).toHaveAttribute('type', 'time');
    await expect(input).toHaveAttribute('name', 'bedtime');
    await userEvent.type(input, '19:30');
    await expect(input).toHaveValue('19:30');
  },
});

export const WithDescription = meta.story({
  args: { label: 'Wake-up time', name: 'wakeTime', defaultValue: '07:00', description: 'In the family’s time zone' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Wake-up time');
    await expect(input).toHaveValue('07:00');
    await expect(input).toHaveAccessibleDescription('In the family’s time zone');
    await expect(input).toBeValid();
  },
});

export const WithError = meta.story({
  args: { label: 'Wake-up time', name: 'wakeTime', description: 'In the family’s time zone', errorMessage: 'Please choose a wake-up time too' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Wake-up time');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('In the family’s time zone Please choose a wake-up time too');
    await expect(canvas.getByText('Please choose a wake-up time too')).toBeVisible();
  },
});

export const Required = meta.story({
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Bedtime')).toBeRequired();
  },
});

export const SmallScreen = meta.story({
  args: { defaultValue: '20:00' },
  globals: { viewport: { value: 'small' } },
});
