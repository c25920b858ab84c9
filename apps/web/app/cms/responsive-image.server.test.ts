import { describe, expect, it } from 'vitest';
import { pictureOf, responsiveImage } from './responsive-image.server';

const banner = {
  id: 1,
  documentId: 'b1',
  url: '/uploads/banner.jpg',
  alternativeText: 'Tate on a cloud',
  width: 1200,
  height: 450,
  mime: 'image/jpeg',
  formats: {
    thumbnail: { url: '/uploads/thumbnail_banner.jpg', width: 245, height: 92, mime: 'image/jpeg' },
    small: { url: '/uploads/small_banner.jpg', width: 500, height: 188, mime: 'image/jpeg' },
    large: { url: '/uploads/large_banner.jpg', width: 1000, height: 375, mime: 'image/jpeg' },
    small_webp: { url: '/uploads/small_webp_banner.webp', width: 500, height: 188, mime: 'image/webp' },
    original_webp: { url: '/uploads/original_webp_banner.webp', width: 1200, height: 450, mime: 'image/webp' },
  },
};

describe('responsiveImage', () => {
  it('offers every width of the original format, smallest first, without the cropped thumbnail, when there is no WebP', () => {
    const jpegOnly = { ...banner, formats: { thumbnail: banner.formats.thumbnail, small: banner.formats.small, large: banner.formats.large } };
    const image = responsiveImage('https://cms.example', jpegOnly);
    expect(image?.srcSet).toBe(
      'https://cms.example/uploads/small_banner.jpg 500w, https://cms.example/uploads/large_banner.jpg 1000w, https://cms.example/uploads/banner.jpg 1200w',
    );
    expect(image).toMatchObject({ src: 'https://cms.example/uploads/banner.jpg', width: 1200, height: 450, alt: 'Tate on a cloud' });
  });

  it('offers the WebP copies as their own srcset, and the original alone to a browser without WebP', () => {
    const image = responsiveImage('https://cms.example', banner);
    expect(image?.webpSrcSet).toBe(
      'https://cms.example/uploads/small_webp_banner.webp 500w, https://cms.example/uploads/original_webp_banner.webp 1200w',
    );
    expect(image).toMatchObject({ src: 'https://cms.example/uploads/banner.jpg', srcSet: undefined });
  });

  it('gives nothing for an image of unknown size (it could shift the layout)', () => {
    expect(responsiveImage('https://cms.example', { ...banner, width: null })).toBeNull();
  });
});

describe('pictureOf', () => {
  it('is the responsive image when the CMS knows its size', () => {
    expect(pictureOf('https://cms.example', banner)).toEqual(responsiveImage('https://cms.example', banner));
  });

  it('shows an image of unknown size alone, at the 4:3 the pages reserve, with its own or the given alt text', () => {
    expect(pictureOf('https://cms.example', { ...banner, width: null }, 'Tate')).toEqual({
      src: 'https://cms.example/uploads/banner.jpg',
      width: 1200,
      height: 900,
      alt: 'Tate',
    });
  });
});
