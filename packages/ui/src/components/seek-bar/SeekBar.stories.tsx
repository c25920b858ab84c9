import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { useStoryValue } from '../../stories/use-story-value';
import { SeekBar, type SeekBarProps } from './SeekBar';

/** The bar as a player holds it: seeking moves the value. */
function PlayerSeekBar(props: SeekBarProps) {
  const [value, seek] = useStoryValue(props.value, props.onSeek);
  return <SeekBar {...props} value={value} onSeek={seek} />;
}

const meta = preview.meta({
  title: 'Player/SeekBar',
  component: SeekBar,
  args: { value: 65, duration: 240, onSeek: fn() },
  render: (args) => <PlayerSeekBar {...args} />,
  parameters: { maxWidth: 420 },
});

export const Playing = meta.story({
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Position' });
    await expect(slider).toHaveAttribute('aria-valuetext', '65 seconds');
    await expect(canvas.getByText('1:05')).toBeVisible();
    await expect(canvas.getByText('2:55 left')).toBeInTheDocument();
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(67);
    await expect(canvas.getByText('1:07')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
  },
});

export const NotLoadedYet = meta.story({
  args: { value: 0, duration: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Position' })).toBeDisabled();
    await expect(canvas.getByText('0:00')).toBeVisible();
  },
});

export const LongMeditation = meta.story({ args: { value: 1830, duration: 3725 } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });

/** A calm, slowly breathing waveform as the media pipeline measures it (a few hundred peaks, 0..1). */
const PEAKS = Array.from({ length: 300 }, (_, index) => 0.25 + 0.55 * Math.abs(Math.sin(index / 17)) * (0.7 + 0.3 * Math.sin(index / 3)));

export const WithWaveform = meta.story({
  args: { value: 60, duration: 240, peaks: PEAKS },
  play: async ({ canvasElement, canvas, args }) => {
    const waveform = canvasElement.querySelector('svg.tate-seek-bar__waveform');
    await expect(waveform).not.toBeNull();
    await expect(waveform).toHaveAttribute('aria-hidden', 'true');
    const played = () => canvasElement.querySelectorAll('.tate-seek-bar__peak--played').length;
    const bars = canvasElement.querySelectorAll('.tate-seek-bar__waveform rect').length;
    await expect(bars).toBeGreaterThan(50);
    // A quarter played: about a quarter of the bars in the fill colour.
    await expect(Math.abs(played() / bars - 0.25)).toBeLessThan(0.02);
    const slider = canvas.getByRole('slider', { name: 'Position' });
    await userEvent.click(slider);
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(240);
    await expect(played()).toBe(bars);
  },
});

export const WithWaveformSmallScreen = meta.story({
  args: { value: 150, duration: 240, peaks: PEAKS },
  globals: { viewport: { value: 'small' } },
});
