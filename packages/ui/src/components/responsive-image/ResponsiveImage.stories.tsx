import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ResponsiveImage } from './ResponsiveImage';

const meta = preview.meta({
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
});

export const Lazy = meta.story({
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('loading')).toBe('lazy');
    await expect(img?.getAttribute('width')).toBe('400');
    await expect(canvasElement.querySelector('source')?.getAttribute('type')).toBe('image/webp');
  },
});

export const Priority = meta.story({
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('loading')).toBe('eager');
    await expect(img?.getAttribute('fetchpriority')).toBe('high');
  },
});
