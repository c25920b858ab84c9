import { Link } from '@remix-run/react';
import { Carousel, ResponsiveImage } from '@tate/ui';
import type { Banner } from '../cms/content.server';
import { ExternalLink } from '../layout/ExternalLink';
import { safeLinkHref } from '../security/safe-link';

export const BANNER_INTERVAL_MS = 3000;

/** The banners span the page (app.css caps the page at 1200px). */
export const BANNER_SIZES = '(min-width: 1200px) 1200px, 100vw';

/** The CMS banners, auto-advancing every 3 s with indicators; a banner's link to another site opens in a new tab. */
export function BannerSlideshow({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel label="Highlights" autoplay interval={BANNER_INTERVAL_MS} arrows="overlay" className="banner-slideshow">
      {banners.map((banner, index) => {
        // The first banner is the page's largest paint: loaded at once (and preloaded by routes/home.tsx).
        const image = (
          <ResponsiveImage image={banner.image} sizes={BANNER_SIZES} priority={index === 0} className="banner-slideshow__image" />
        );
        const href = safeLinkHref(banner.link);
        if (!href) return <div key={banner.id}>{image}</div>;
        return href.startsWith('/') ? (
          <Link key={banner.id} to={href} className="banner-slideshow__link">
            {image}
          </Link>
        ) : (
          <ExternalLink key={banner.id} href={href} className="banner-slideshow__link">
            {image}
          </ExternalLink>
        );
      })}
    </Carousel>
  );
}
