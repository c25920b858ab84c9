import 'video.js/dist/video-js.css';
import './styles.css';
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

/** video.js's big Play sits at the bottom left, off the middle of the picture (where Tate's face is on a poster). */
export const BigPlayOffTheMiddle = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const play = await canvas.findByRole('button', { name: 'Play Video' }, { timeout: 10_000 });
    const frame = canvasElement.querySelector('.video-js')?.getBoundingClientRect();
    const box = play.getBoundingClientRect();
    await expect(frame).toBeDefined();
    await expect(box.right).toBeLessThan((frame?.left ?? 0) + (frame?.width ?? 0) / 2);
    await expect(box.top).toBeGreaterThan((frame?.top ?? 0) + (frame?.height ?? 0) / 2);
  },
});

/** A page with its own Play: video.js shows neither its big Play nor a play toggle. */
export const PageOwnsThePlayButton = meta.story({
  args: { ownPlayButton: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.video-js.vjs-controls-enabled')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvas.queryByRole('button', { name: 'Play Video' })).toBeNull();
    await expect(canvasElement.querySelector('.vjs-play-control')).toBeNull();
  },
});

const WORDS = 'WEBVTT\n\n00:00.000 --> 00:20.000\nBreathe in slowly, like you smell a flower.\n';

/** Captions: off at first with the CC button in the control bar; turned on, the words show in Tate's rounded type. */
export const Captions = meta.story({
  args: { captions: { src: `data:text/vtt;charset=utf-8,${encodeURIComponent(WORDS)}`, language: 'en', label: 'English' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('button', { name: 'Play Video' }, { timeout: 10_000 });
    // The control bar shows once playing; the test runner lets only muted media play without a visitor's gesture.
    const video = canvasElement.querySelector('video');
    if (video) video.muted = true;
    await video?.play();
    const cc = await canvas.findByRole('button', { name: 'Captions' }, { timeout: 5_000 });
    await expect(canvasElement.querySelector('.vjs-text-track-cue')).toBeNull();
    await userEvent.click(cc);
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: /English/ }));
    const cue = await waitFor(() => {
      const shown = canvasElement.querySelector<HTMLElement>('.vjs-text-track-cue > div');
      if (!shown) throw new Error('No caption shown yet.');
      return shown;
    });
    await expect(cue).toHaveTextContent('Breathe in slowly, like you smell a flower.');
    await expect(getComputedStyle(cue).borderRadius).not.toBe('0px');
  },
});
