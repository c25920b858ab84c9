import './styles.css';
import { HeartIcon, IconButton } from '@tate/ui';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { DownloadManager } from '../downloads/download-manager';
import { memoryCaches } from '../test-support/memory-caches';
import { slowFetch } from '../test-support/slow-fetch';
import { toneUrl } from '../test-support/tone-url';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';

/** A soft night sky, standing in for a meditation's cover art. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#5b4b8a"/><stop offset="1" stop-color="#f6b89a"/></linearGradient></defs><rect width="960" height="640" fill="url(#g)"/><circle cx="700" cy="180" r="70" fill="#ffd98e"/></svg>',
  );

const meta = preview.meta({
  title: 'Player SDK/Media player modal body',
  component: MediaPlayerModalBody,
  args: {
    media: { src: toneUrl(45), title: 'Sleepy Clouds', id: 'story-modal' },
    downloads: new DownloadManager({ caches: memoryCaches(), fetch: slowFetch(40_000, 4, 50) }),
    favourite: (
      <IconButton label="Add to favourites" isDisabled>
        <HeartIcon />
      </IconButton>
    ),
    onClose: fn(),
  },
});

export const Default = meta.story();

export const WithCoverArt = meta.story({
  args: { media: { src: toneUrl(45), title: 'Sleepy Clouds', id: 'story-cover', artwork: COVER } },
});

export const ClosingReturnsTheTime = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sleepy Clouds' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('0:45 left')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:30 left')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith(15);
  },
});

export const SeekingByKeyboardAndStartingAgain = meta.story({
  play: async ({ canvas, userEvent }) => {
    const position = canvas.getByRole('slider', { name: 'Position' });
    await waitFor(() => expect(position).toBeEnabled());
    position.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(position).toHaveAttribute('aria-valuetext', '3 seconds'));
    // Start again goes back to 0:00 (the story's browser may refuse to start playback without a real gesture).
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(position).toHaveAttribute('aria-valuetext', '0 seconds'));
  },
});

export const SleepTimerChoices = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    const menu = await screen.findByRole('menu', { name: 'Sleep timer' });
    const labels = within(menu).getAllByRole('menuitemradio').map((item) => item.textContent);
    await expect(labels).toEqual(['Off', '5 minutes', '10 minutes', '15 minutes', '30 minutes', 'End of meditation']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '15 minutes' }));
    await expect(canvas.getByRole('button', { name: /^Sleep timer 1[45]:\d\d left$/ })).toBeVisible();
  },
});

export const BreathingMeditationFollowsSeek = meta.story({
  args: {
    media: { src: toneUrl(45), title: 'Rainbow Breaths', id: 'story-breathing' },
    breathPattern: { inhale: 4, hold: 2, exhale: 6 },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Tate the puppy breathing' })).toBeVisible();
    const buddy = () => canvasElement.querySelector('.tate-breathing-buddy');
    await waitFor(() => expect(canvas.getByText('0:45 left')).toBeInTheDocument());
    await expect(canvas.getByText('Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:30 left')).toBeInTheDocument());
    await expect(buddy()).toHaveAttribute('data-phase', 'inhale');
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:15 left')).toBeInTheDocument());
    await expect(buddy()).toHaveAttribute('data-phase', 'exhale');
  },
});

/** A child who stopped 12 seconds in: the seek bar says so before Play, and a parent's move before Play is kept. */
const stoppedAtTwelve = {
  load: async () => 12,
  save: async () => undefined,
};

export const ResumeShownBeforePlay = meta.story({
  args: { history: { adapter: stoppedAtTwelve, key: { mediaId: 'story-resume', childId: 'c1' } } },
  play: async ({ canvas, userEvent }) => {
    const position = canvas.getByRole('slider', { name: 'Position' });
    await waitFor(() => expect(position).toHaveAttribute('aria-valuetext', '12 seconds'));
    await expect(canvas.getByText('0:12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible();
    position.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(position).toHaveAttribute('aria-valuetext', '14 seconds'));
  },
});

export const NoStartAgainAtTheBeginning = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('0:45 left')).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Start again' })).toBeNull();
  },
});

export const NightPaletteWhileTheSleepTimerRuns = meta.story({
  args: { media: { src: toneUrl(45), title: 'Sleepy Clouds', id: 'story-night', artwork: COVER } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const player = () => canvasElement.querySelector('.tate-player-modal');
    await expect(player()).not.toHaveAttribute('data-night');
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    const menu = await screen.findByRole('menu', { name: 'Sleep timer' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '30 minutes' }));
    await waitFor(() => expect(player()).toHaveAttribute('data-night'));
    await expect(canvasElement.querySelector('.tate-player-modal__night-sky')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sleepy Clouds' })).toHaveStyle({ color: 'rgb(205, 190, 247)' });
  },
});

export const NightPaletteOnAPhone = meta.story({
  args: {
    media: { src: toneUrl(45), title: 'Sleepy Clouds', id: 'story-night-phone', artwork: COVER },
    history: { adapter: stoppedAtTwelve, key: { mediaId: 'story-night-phone', childId: 'c1' } },
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    const menu = await screen.findByRole('menu', { name: 'Sleep timer' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '5 minutes' }));
    const timer = await canvas.findByRole('button', { name: /^Sleep timer [45]:\d\d left$/ });
    // The timer and Start again share one row.
    await expect(timer.getBoundingClientRect().top).toBe(canvas.getByRole('button', { name: 'Start again' }).getBoundingClientRect().top);
  },
});
