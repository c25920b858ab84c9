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
    // The whole title, as seen and as its name (docs/decisions/2026-11-26-readable-card-titles.md).
    await expect(canvas.getByRole('heading', { name: 'Rainbow Breathing' })).toHaveTextContent(/^Rainbow Breathing$/);
    await expect(canvas.getByRole('heading', { name: 'Rainbow Breathing' })).toBeVisible();
    await expect(canvas.getByText('10 min')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Rainbow Breathing' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText(/feel calm and bright\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** A story the child has not begun shows no bar: an empty bar reads as a task left undone. */
export const NotStarted = meta.story({
  args: { durationMinutes: 5, percentComplete: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('5 min')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('Finished')).toBeNull();
    // The cover carries a play badge, so a child can see that the picture plays.
    await expect(canvasElement.querySelector('.tate-media-card__play')).toBeVisible();
  },
});

/** A finished story: a star sticker on the cover and "Finished" in place of the bar. */
export const Finished = meta.story({
  args: { durationMinutes: 5, percentComplete: 100 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Play Rainbow Breathing, finished' })).toBeVisible();
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('.tate-media-card__finished')).toBeVisible();
  },
});

/** A card that plays here still goes somewhere without JavaScript: its button submits a GET form to the file. */
export const PlaysWithoutJavaScript = meta.story({
  args: { fallbackHref: '/player/file/rainbow' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Play Rainbow Breathing' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button.closest('form')).toHaveAttribute('action', '/player/file/rainbow');
    // With JavaScript the press plays here and the form is not sent (the story's page stays where it is).
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Play Rainbow Breathing' })).toBeVisible();
  },
});

export const LockedWhenLoggedOut = meta.story({
  args: { isLocked: true, href: '/login', onPress: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Rainbow Breathing, locked, log in to play' });
    await expect(link).toHaveAttribute('href', '/login');
    await expect(link.querySelector('.tate-media-card__lock')).not.toBeNull();
    // A locked cover shows its lock, not a play badge.
    await expect(link.querySelector('.tate-media-card__play')).toBeNull();
  },
});

export const ShortTitle = meta.story({
  args: { title: 'Calm', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Calm' })).toBeVisible();
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

const LONG_TITLE = 'The Very Sleepy Puppy Who Counted All the Stars in the Sky';

/** A title too long for two lines is clamped there; its heading still names it whole. */
export const LongText = meta.story({
  args: {
    title: LONG_TITLE,
    description: 'A long, slow journey through the night sky. '.repeat(6),
    durationMinutes: 15,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: LONG_TITLE });
    await expect(heading).toHaveAttribute('title', LONG_TITLE);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(await canvas.findByRole('button', { name: 'Show More' })).toBeVisible();
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
