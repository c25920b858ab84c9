import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Avatar } from './Avatar';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f6b89a"/><circle cx="60" cy="50" r="24" fill="#fff8f0"/></svg>');

const meta = preview.meta({
  title: 'Content/Avatar',
  component: Avatar,
  args: { name: 'Lily', size: 'lg' as const },
});

export const Initial = meta.story({
  play: async ({ canvas }) => {
    // No photo: the initial, named by the whole name, round.
    const avatar = canvas.getByRole('img', { name: 'Lily' });
    await expect(avatar).toHaveTextContent('L');
    await expect(getComputedStyle(avatar).borderRadius).toBe('50%');
    await expect(avatar.getBoundingClientRect().width).toBe(120);
  },
});

export const Photo = meta.story({
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Lily' });
    await expect(avatar.tagName).toBe('IMG');
    await expect(avatar).toHaveAttribute('src', PHOTO);
  },
});

export const Small = meta.story({
  args: { name: 'max', size: 'md' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'max' });
    await expect(avatar).toHaveTextContent('M');
    await expect(avatar.getBoundingClientRect().width).toBe(48);
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
