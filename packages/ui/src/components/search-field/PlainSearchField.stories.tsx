import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { PlainSearchField } from './PlainSearchField';

/** What the story's form would send: the field stands in a GET form, as on the library. */
const onSearch = fn();

const meta = preview.meta({
  title: 'Forms/PlainSearchField',
  component: PlainSearchField,
  args: { label: 'Search meditations', name: 'search', placeholder: 'Try “stars” or “breathing”' },
  decorators: [
    (Story) => (
      <form
        role="search"
        aria-label="Meditations"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(new FormData(event.currentTarget).get('search'));
        }}
      >
        <Story />
      </form>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    onSearch.mockClear();
    // One field and one submit, the magnifier, named for screen readers.
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(1);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    const input = canvas.getByRole('searchbox', { name: 'Search meditations' });
    await userEvent.type(input, 'moon{Enter}');
    await expect(onSearch).toHaveBeenLastCalledWith('moon');
    await userEvent.clear(input);
    await userEvent.type(input, 'stars');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenLastCalledWith('stars');
    await expect(onSearch).toHaveBeenCalledTimes(2);
  },
});

export const HiddenLabel = meta.story({
  args: { isLabelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search meditations' })).toBeVisible();
    await expect(canvas.getByText('Search meditations')).toHaveClass('tate-visually-hidden');
  },
});

export const LongText = meta.story({ args: { defaultValue: 'a very long search about sleepy puppies under the sea and in space' } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
