import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { feelingLabel } from '../../stories/samples';
import { LinkButton } from '../button/LinkButton';
import { EmptyState } from './EmptyState';

const meta = preview.meta({
  title: 'Content/EmptyState',
  component: EmptyState,
  args: { title: 'No records found' },
});

export const NoRecords = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records found')).toBeVisible();
  },
});

export const NoCategories = meta.story({ args: { title: 'No categories found' } });

export const WithAction = meta.story({
  args: {
    title: 'Please select a child',
    description: 'Favourites are kept for each child.',
    action: <LinkButton href="/account/create-child">Create child profile</LinkButton>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create child profile' })).toBeVisible();
  },
});

/** The library's answer to a search nothing matches: a heading, a way back and feelings to try, all links. */
export const NoMatches = meta.story({
  args: {
    title: 'No meditations match “zzzz”',
    headingLevel: 2,
    description: 'Try another word, or pick a feeling:',
    action: (
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          <LinkButton href="/library" variant="secondary">
            Clear search
          </LinkButton>
        </li>
        {(['calm', 'sleepy', 'excited'] as const).map((feeling) => (
          <li key={feeling}>
            <LinkButton href={`/library?feel=${feeling}`} variant="secondary">
              {feelingLabel(feeling)}
            </LinkButton>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No meditations match “zzzz”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/library');
    await expect(canvas.getByRole('link', { name: 'Sleepy' })).toHaveAttribute('href', '/library?feel=sleepy');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Calm' })).toHaveFocus();
  },
});

export const LongText = meta.story({
  args: {
    title: 'No Favourites for Maximilian Alexander Featherstonehaugh!',
    description: 'Tap the heart on a meditation while it plays to keep it here for next time.',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
