import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomColours: Story = {
  args: { primaryColor: '#2e6b3a', secondaryColor: '#ffd98e', label: 'Loading meditations' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading meditations');
    await expect(status.style.getPropertyValue('--tate-spinner-primary')).toBe('#2e6b3a');
    await expect(status.style.getPropertyValue('--tate-spinner-secondary')).toBe('#ffd98e');
  },
};

export const FullScreen: Story = {
  args: { isFullScreen: true, size: 'large' },
  play: async ({ canvasElement }) => {
    const backdrop = canvasElement.querySelector('.tate-spinner-backdrop');
    await expect(backdrop).not.toBeNull();
    await expect(getComputedStyle(backdrop as Element).backgroundColor).toBe('rgba(0, 0, 0, 0.3)');
  },
};

export const Small: Story = { args: { size: 'small' } };

export const SmallScreen: Story = { args: { isFullScreen: true }, globals: { viewport: { value: 'small' } } };

export const Overlay: StoryObj<typeof LoadingOverlay> = {
  render: (args) => <LoadingOverlay {...args} />,
  args: {
    isLoading: true,
    label: 'Loading meditations',
    children: <p style={{ padding: 24 }}>Sleepy stories for the whole family.</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading meditations');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const OverlayLoaded: StoryObj<typeof LoadingOverlay> = {
  render: (args) => <LoadingOverlay {...args} />,
  args: { isLoading: false, children: <p>Everything is here.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
