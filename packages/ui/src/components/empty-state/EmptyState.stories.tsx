import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
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

export const LongText = meta.story({
  args: {
    title: 'No Favourites for Maximilian Alexander Featherstonehaugh!',
    description: 'Tap the heart on a meditation while it plays to keep it here for next time.',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
