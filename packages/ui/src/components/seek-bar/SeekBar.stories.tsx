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
