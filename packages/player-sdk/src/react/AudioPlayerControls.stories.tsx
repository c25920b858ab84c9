import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { toneUrl } from '../test-support/tone-url';
import { AudioPlayerControls } from './AudioPlayerControls';
import { useAudioPlayer } from './use-audio-player';

const media = { src: toneUrl(30), title: 'Rainbow Breaths', id: 'story-audio' };

function AudioPlayerDemo() {
  const handle = useAudioPlayer({ media, mediaSession: false });
  return <AudioPlayerControls handle={handle} />;
}

const meta = preview.meta({
  title: 'Player SDK/Audio player',
  component: AudioPlayerDemo,
});

export const Default = meta.story();

export const SkipsForwardAndBack = meta.story({
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('0:30 left')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:15 left')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Back 15 seconds' }));
    await waitFor(() => expect(canvas.getByText('0:30 left')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
});
