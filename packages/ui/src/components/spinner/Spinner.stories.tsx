import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LoadingOverlay, Spinner } from './Spinner';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
});

export const CustomColours = meta.story({
  args: { primaryColor: '#2e6b3a', secondaryColor: '#ffd98e', label: 'Loading meditations' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading meditations');
    await expect(status.style.getPropertyValue('--tate-spinner-primary')).toBe('#2e6b3a');
    await expect(status.style.getPropertyValue('--tate-spinner-secondary')).toBe('#ffd98e');
  },
});

export const FullScreen = meta.story({
  args: { isFullScreen: true, size: 'large' },
  play: async ({ canvasElement }) => {
    const backdrop = canvasElement.querySelector('.tate-spinner-backdrop');
    await expect(backdrop).not.toBeNull();
    await expect(getComputedStyle(backdrop as Element).backgroundColor).toBe('rgba(0, 0, 0, 0.3)');
  },
});

export const Small = meta.story({ args: { size: 'small' } });

export const SmallScreen = meta.story({ args: { isFullScreen: true }, globals: { viewport: { value: 'small' } } });

export const Overlay = meta.story({
  render: () => (
    <LoadingOverlay isLoading label="Loading meditations">
      <p style={{ padding: 24 }}>Sleepy stories for the whole family.</p>
    </LoadingOverlay>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading meditations');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

export const OverlayLoaded = meta.story({
  render: () => (
    <LoadingOverlay isLoading={false}>
      <p>Everything is here.</p>
    </LoadingOverlay>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
});
