import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { StoreBadge, StoreBadges } from './StoreBadge';

const meta = preview.meta({
  title: 'Content/StoreBadge',
  component: StoreBadge,
});

export const AppStore = meta.story({
  args: { store: 'app-store', href: 'https://apps.apple.com/app/tate-mindfulness/id0000000000' },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const GooglePlay = meta.story({
  args: { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=example.tate.mindfulness' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toBeVisible();
  },
});

/** Both stores side by side, as the footer, the welcome guide and the contact page show them. */
export const BothStores = meta.story({
  render: () => (
    <StoreBadges
      links={[
        { store: 'app-store', href: 'https://apps.apple.com/app/tate-mindfulness/id0000000000' },
        { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=example.tate.mindfulness' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
});
