import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search meditations', name: 'searchTerm', placeholder: 'Search', onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search meditations' });
    await userEvent.type(input, 'sleep{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('sleep');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = { args: { isLabelHidden: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const WithError: Story = { args: { errorMessage: 'Please type at least 2 letters.' } };

export const LongText: Story = { args: { defaultValue: 'a very long search about sleepy puppies under the sea and in space' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
