import type { ResponsiveImageSource } from '@tate/ui';
import type { z } from 'zod';
import { mediaUrl } from './media-url.server';
import { mediaFormatSchema, type mediaSchema } from './schemas.server';

/** What a CMS image must tell: Strapi's media (`mediaSchema`) or the library's image view. */
type CmsImage = Pick<z.infer<typeof mediaSchema>, 'url' | 'width' | 'height' | 'formats' | 'alternativeText'> & {
  mime?: string | null;
};

/** Strapi's thumbnail is cropped to fit 245x156: not the image's shape, so never offered in a srcset. */
const SKIPPED_FORMATS = new Set(['thumbnail', 'thumbnail_webp']);

/** The shape pages assume for an image the CMS gives no size for (the 4:3 of the demo pictures). */
const UNKNOWN_SIZE = { width: 1200, height: 900 };

/**
 * A CMS image for <ResponsiveImage>: the WebP copies (apps/cms/src/media/webp-formats.ts) as the `srcset` of WebP, and
 * the original alone for the rare browser without WebP; an image without WebP copies offers its original format's
 * widths instead. Null when the CMS does not know the image's size.
 */
export function responsiveImage(publicUrl: string, media: CmsImage, alt?: string): ResponsiveImageSource | null {
  if (!media.width || !media.height) return null;
  const original = { url: media.url, width: media.width, mime: media.mime ?? '' };
  const formats = Object.entries(media.formats ?? {}).flatMap(([key, value]) => {
    const format = mediaFormatSchema.safeParse(value);
    return format.success && !SKIPPED_FORMATS.has(key) ? [[key, format.data] as const] : [];
  });
  const srcSet = (candidates: { url: string; width: number }[]) =>
    candidates
      .sort((a, b) => a.width - b.width)
      .map((candidate) => `${mediaUrl(publicUrl, candidate.url)} ${candidate.width}w`)
      .join(', ');
  const webp = formats.filter(([, format]) => format.mime === 'image/webp').map(([, format]) => format);
  const fallback = [original, ...formats.filter(([, format]) => format.mime !== 'image/webp').map(([, format]) => format)];
  return {
    src: mediaUrl(publicUrl, media.url),
    width: media.width,
    height: media.height,
    alt: alt ?? media.alternativeText ?? '',
    srcSet: webp.length > 0 ? undefined : srcSet(fallback),
    webpSrcSet: webp.length > 0 ? srcSet(webp) : undefined,
  };
}

/** A CMS image for <ResponsiveImage>, also when the CMS does not know its size (then the original alone, at 4:3). */
export function pictureOf(publicUrl: string, media: CmsImage, alt?: string): ResponsiveImageSource {
  return (
    responsiveImage(publicUrl, media, alt) ?? { src: mediaUrl(publicUrl, media.url), ...UNKNOWN_SIZE, alt: alt ?? media.alternativeText ?? '' }
  );
}
