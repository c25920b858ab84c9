import 'video.js/dist/video-js.css';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { toneUrl } from '../test-support/tone-url';
import { VideoPlayer } from './VideoPlayer';

const meta = preview.meta({
  title: 'Player SDK/Video player',
  component: VideoPlayer,
  args: { media: { src: toneUrl(20), title: 'Teen brain: the amygdala', id: 'story-video', type: 'audio/wav' } },
});

export const LoadsVideoJsOnDemand = meta.story({
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.video-js.vjs-controls-enabled')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('.vjs-error')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.vjs-duration-display')).toHaveTextContent('0:20'));
  },
});
