import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SearchField } from './SearchField';

const meta = preview.meta({
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search meditations', name: 'searchTerm', placeholder: 'Search', onSubmit: fn(), onClear: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search meditations' });
    await userEvent.type(input, 'sleep{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('sleep');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
});

export const HiddenLabel = meta.story({ args: { isLabelHidden: true } });

export const Disabled = meta.story({ args: { isDisabled: true } });

export const WithError = meta.story({ args: { errorMessage: 'Please type at least 2 letters.' } });

export const LongText = meta.story({ args: { defaultValue: 'a very long search about sleepy puppies under the sea and in space' } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
