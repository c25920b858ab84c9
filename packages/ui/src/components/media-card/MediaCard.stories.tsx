import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { coverImage } from '../../stories/sample-images';
import { HeartIcon } from '../icons/icons';
import { IconButton } from '../button/Button';
import { MediaCard } from './MediaCard';

const meta = preview.meta({
  title: 'Content/MediaCard',
  component: MediaCard,
  args: {
    title: 'Rainbow Breathing',
    description: 'Breathe in each colour of the rainbow with Tate and feel calm and bright.',
    imageUrl: coverImage(0),
    onPress: fn(),
  },
  parameters: { maxWidth: 280 },
});

export const Default = meta.story({
  args: { durationMinutes: 9.6, percentComplete: 45 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rainbow Br...')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Rainbow Breathing/ })).toBeInTheDocument();
    await expect(canvas.getByText('10 min')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Rainbow Breathing' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText(/feel calm and bright\.$/)).toBeVisible();
  },
});

export const LockedWhenLoggedOut = meta.story({
  args: { isLocked: true, href: '/login', onPress: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Rainbow Breathing, locked, log in to play' });
    await expect(link).toHaveAttribute('href', '/login');
    await expect(link.querySelector('.tate-media-card__lock')).not.toBeNull();
  },
});

export const ShortTitle = meta.story({
  args: { title: 'Calm', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calm', { selector: '[aria-hidden="true"]' })).toBeVisible();
  },
});

export const WithFavourite = meta.story({
  args: {
    actions: (
      <IconButton label="Add Rainbow Breathing to favourites" isDisabled>
        <HeartIcon />
      </IconButton>
    ),
  },
});

export const LongText = meta.story({
  args: {
    title: 'The Very Sleepy Puppy Who Counted All the Stars in the Sky',
    description: 'A long, slow journey through the night sky. '.repeat(6),
    durationMinutes: 15,
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
