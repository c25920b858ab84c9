import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { DownloadManager } from '../downloads/download-manager';
import { memoryCaches } from '../test-support/memory-caches';
import { slowFetch } from '../test-support/slow-fetch';
import { DownloadButton } from './DownloadButton';

const meta = preview.meta({
  title: 'Player SDK/Download button',
  component: DownloadButton,
  args: {
    url: 'https://media.example.test/ocean-waves.mp3',
    title: 'Ocean Waves',
    manager: new DownloadManager({ caches: memoryCaches(), fetch: slowFetch(100_000, 5, 150) }),
  },
});

export const Default = meta.story();

export const ShowsProgressThenRemoves = meta.story({
  args: { manager: new DownloadManager({ caches: memoryCaches(), fetch: slowFetch(100_000, 5, 150) }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Downloading Ocean Waves' })).toBeVisible();
    await expect(await canvas.findByText('Ready to play offline', {}, { timeout: 5_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove download' }));
    await expect(await canvas.findByRole('button', { name: 'Download' })).toBeEnabled();
  },
});

export const Failed = meta.story({
  args: {
    manager: new DownloadManager({ caches: memoryCaches(), fetch: async () => new Response('gone', { status: 404 }) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The download failed (HTTP 404).');
  },
});
