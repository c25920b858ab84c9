import type { MetaDescriptor } from '@remix-run/node';
import type { ResponsiveImageSource } from '@tate/ui';

/**
 * A `meta` entry preloading a page's LCP image (the first banner, the first cover) at high priority, in the
 * sizes <ResponsiveImage> will ask for. Routes add it to their parents' meta.
 */
export function imagePreload(image: ResponsiveImageSource | null | undefined, sizes: string): MetaDescriptor[] {
  if (!image) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: image.src,
      imageSrcSet: image.webpSrcSet ?? image.srcSet,
      imageSizes: sizes,
      ...(image.webpSrcSet ? { type: 'image/webp' } : {}),
      fetchpriority: 'high',
    },
  ];
}
