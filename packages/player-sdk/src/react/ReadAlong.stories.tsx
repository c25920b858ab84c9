import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { TranscriptCue } from '../core/cues';
import { activeCueIndex } from '../core/cues';
import { ReadAlong } from './ReadAlong';
import './styles.css';

const cues: readonly TranscriptCue[] = [
  { start: 0, end: 4, text: 'Hello, friend. It is Tate.' },
  { start: 4, end: 9, text: 'Find a comfy spot and let your body go soft.' },
  { start: 9, end: 14, text: 'Breathe in slowly, like you smell a flower.' },
  { start: 14, end: 19, text: 'And breathe out, like you blow out a candle.' },
  { start: 21, end: 26, text: 'Feel your feet, warm and heavy.' },
  { start: 26, end: 31, text: 'Feel your hands, warm and heavy.' },
  { start: 31, end: 37, text: 'Now picture a soft cloud floating by.' },
  { start: 37, end: 42, text: 'Climb on. It carries you gently.' },
  { start: 42, end: 48, text: 'Goodnight, little one. Sleep tight.' },
];

const meta = preview.meta({
  title: 'Player SDK/Read along',
  component: ReadAlong,
  args: { cues, activeIndex: 2, onSeek: fn() },
  parameters: { maxWidth: 480 },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Read along' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Breathe in slowly, like you smell a flower.' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Feel your feet, warm and heavy.' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith(21);
    // Each line is a button: the keyboard reaches it and presses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Feel your hands, warm and heavy.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(26);
  },
});

/** With a player: pressing a line plays from it, and the line being said stays in view. */
function FollowingPlayer() {
  const [seconds, setSeconds] = useState(0);
  return <ReadAlong cues={cues} activeIndex={activeCueIndex(cues, seconds)} onSeek={setSeconds} />;
}

export const KeepsTheLineInView = meta.story({
  render: () => <FollowingPlayer />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvasElement.querySelector('.tate-read-along__lines');
    await expect(list?.scrollTop).toBe(0);
    const last = canvas.getByRole('button', { name: 'Goodnight, little one. Sleep tight.' });
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(list?.scrollTop).toBeGreaterThan(0));
  },
});

/** In the night player the kit's tokens turn to the night palette, and the read-along follows them. */
export const NightPalette = meta.story({
  decorators: [
    (Story) => (
      <div className="tate-player-modal" data-night="" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const line = canvas.getByRole('button', { name: 'Breathe in slowly, like you smell a flower.' });
    await expect(getComputedStyle(line).backgroundColor).toBe('rgb(70, 58, 110)');
  },
});

export const NoTranscript = meta.story({
  args: { cues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
