import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../button/LinkButton';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: { title: 'No records found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecords: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records found')).toBeVisible();
  },
};

export const NoCategories: Story = { args: { title: 'No categories found' } };

export const WithAction: Story = {
  args: {
    title: 'Please select a child',
    description: 'Favourites are kept for each child.',
    action: <LinkButton href="/account/create-child">Create child profile</LinkButton>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create child profile' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'No Favourites for Maximilian Alexander Featherstonehaugh!',
    description: 'Tap the heart on a meditation while it plays to keep it here for next time.',
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
