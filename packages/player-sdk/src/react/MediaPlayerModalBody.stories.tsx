import { IconButton } from '@tate/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DownloadManager } from '../downloads/download-manager';
import { memoryCaches } from '../test-support/memory-caches';
import { slowFetch } from '../test-support/slow-fetch';
import { toneUrl } from '../test-support/tone-url';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';

const meta = {
  title: 'Player SDK/Media player modal body',
  component: MediaPlayerModalBody,
  args: {
    media: { src: toneUrl(45), title: 'Sleepy Clouds', id: 'story-modal' },
    downloads: new DownloadManager({ caches: memoryCaches(), fetch: slowFetch(40_000, 4, 50) }),
    favourite: (
      <IconButton label="Add to favourites" isDisabled>
        <span aria-hidden="true">&#9825;</span>
      </IconButton>
    ),
    onClose: fn(),
  },
} satisfies Meta<typeof MediaPlayerModalBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClosingReturnsTheTime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sleepy Clouds' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('0:00 / 0:45')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:15 / 0:45')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith(15);
  },
};

export const BreathingMeditationFollowsSeek: Story = {
  args: {
    media: { src: toneUrl(45), title: 'Rainbow Breaths', id: 'story-breathing' },
    breathPattern: { inhale: 4, hold: 2, exhale: 6 },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Tate the puppy breathing' })).toBeVisible();
    const buddy = () => canvasElement.querySelector('.tate-breathing-buddy');
    await waitFor(() => expect(canvas.getByText('0:00 / 0:45')).toBeVisible());
    await expect(canvas.getByText('Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(buddy()).toHaveAttribute('data-phase', 'inhale'));
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(buddy()).toHaveAttribute('data-phase', 'exhale'));
  },
};
