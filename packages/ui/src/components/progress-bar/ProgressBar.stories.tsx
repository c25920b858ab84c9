import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ProgressBar } from './ProgressBar';

const meta = preview.meta({
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Download', value: 40 },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Download' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveTextContent('40%');
  },
});

export const InvalidMaxDefaultsTo100 = meta.story({
  args: { value: 150, max: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
});

export const NegativeValueClamped = meta.story({
  args: { value: -20, max: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
});

export const Empty = meta.story({ args: { value: undefined } });

export const WithoutValueText = meta.story({ args: { showValue: false, value: 75 } });

export const LongText = meta.story({ args: { label: 'Downloading “The Sleepy Puppy Under the Stars” for offline play', value: 63 } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
