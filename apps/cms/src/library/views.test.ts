import { describe, expect, it } from 'vitest';
import { toImageView } from './views';

describe('toImageView', () => {
  it('keeps the size of the image and of every size Strapi made, without the storage details', () => {
    const view = toImageView({
      url: '/uploads/cover_sleep.jpg',
      mime: 'image/jpeg',
      width: 960,
      height: 640,
      formats: {
        small: { name: 'small_cover.jpg', hash: 'small_cover', ext: '.jpg', url: '/uploads/small_cover_sleep.jpg', width: 500, height: 333, mime: 'image/jpeg', size: 11.1 },
        small_webp: { url: '/uploads/webp_small_cover_sleep.webp', width: 500, height: 333, mime: 'image/webp' },
      },
    });
    expect(view).toEqual({
      url: '/uploads/cover_sleep.jpg',
      width: 960,
      height: 640,
      mime: 'image/jpeg',
      formats: {
        small: { url: '/uploads/small_cover_sleep.jpg', width: 500, height: 333, mime: 'image/jpeg' },
        small_webp: { url: '/uploads/webp_small_cover_sleep.webp', width: 500, height: 333, mime: 'image/webp' },
      },
    });
  });

  it('leaves out a size it cannot read and gives null for no file', () => {
    expect(toImageView({ url: '/uploads/a.png', formats: { odd: { url: '/uploads/odd.png' }, bad: 'x' } })).toEqual({
      url: '/uploads/a.png',
      width: null,
      height: null,
      mime: null,
      formats: {},
    });
    expect(toImageView(null)).toBeNull();
  });
});
