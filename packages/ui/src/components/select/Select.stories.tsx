import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select';

const children = [
  { value: 'c1', label: 'Maya' },
  { value: 'c2', label: 'Leo' },
  { value: 'c3', label: 'Noor' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Child', name: 'childId', placeholder: 'Select child', options: children, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Select child/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leo' }));
    await expect(args.onChange).toHaveBeenCalledWith('c2');
    await expect(canvas.getByRole('button', { name: /Leo/ })).toBeVisible();
    const hidden = canvasElement.querySelector('select[name="childId"]');
    await expect(hidden).toHaveValue('c2');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Please select a child' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select a child')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Empty: Story = { args: { options: [], placeholder: 'No children yet' } };

export const LongText: Story = {
  args: {
    options: [{ value: 'c0', label: 'Maximilian Alexander Featherstonehaugh-Montgomery the Third' }, ...children],
    defaultValue: 'c0',
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
