/**
 * A CMS image in the sizes the CMS made of it. The web builds it from Strapi's media (apps/web/app/media/).
 * `webpSrcSet` lists the WebP copies (offered first when present), `srcSet` the original format's widths (the web
 * leaves it out when there are WebP copies: the original alone is then the fallback).
 */
export interface ResponsiveImageSource {
  src: string;
  width: number;
  height: number;
  alt: string;
  srcSet?: string;
  webpSrcSet?: string;
}

export interface ResponsiveImageProps {
  image: ResponsiveImageSource;
  /** How wide the image shows, as the `sizes` attribute says it (e.g. `(min-width: 960px) 25vw, 50vw`). */
  sizes: string;
  /** The page's largest image at first paint (first banner, first cover): loaded early, never lazily. */
  priority?: boolean;
  /** Replaces the image's own alt text (`""` when the image only decorates a labelled control). */
  alt?: string;
  className?: string;
}

/** One `<picture>`: WebP first, the original format as fallback, width and height set so nothing shifts. */
export function ResponsiveImage({ image, sizes, priority = false, alt, className }: ResponsiveImageProps) {
  return (
    <picture className={className}>
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        // React 18 has no fetchPriority prop: the lowercase attribute is passed through as written.
        {...{ fetchpriority: priority ? 'high' : undefined }}
      />
    </picture>
  );
}
