import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResponsiveImage } from './ResponsiveImage';

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: {
      src: '/media-placeholder.svg',
      width: 400,
      height: 300,
      alt: 'Tate the puppy',
      srcSet: '/media-placeholder.svg 400w',
      webpSrcSet: '/media-placeholder.svg 400w',
    },
    sizes: '(min-width: 960px) 400px, 100vw',
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('loading')).toBe('lazy');
    await expect(img?.getAttribute('width')).toBe('400');
    await expect(canvasElement.querySelector('source')?.getAttribute('type')).toBe('image/webp');
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('loading')).toBe('eager');
    await expect(img?.getAttribute('fetchpriority')).toBe('high');
  },
};
