import { Link } from '@remix-run/react';
import { Carousel, ResponsiveImage } from '@tate/ui';
import type { Banner } from '../cms/content.server';
import { ExternalLink } from '../layout/ExternalLink';
import { safeLinkHref } from '../security/safe-link';

export const BANNER_INTERVAL_MS = 3000;

/** The banners span the page (app.css caps the page at 1200px). */
export const BANNER_SIZES = '(min-width: 1200px) 1200px, 100vw';

/** A slide's link: its words from the CMS, or the message itself when the editor gave none. */
function SlideLink({ banner }: { banner: Banner }) {
  const href = safeLinkHref(banner.link);
  if (!href) return null;
  const words = banner.linkLabel ?? banner.message;
  return href.startsWith('/') ? (
    <Link to={href} className="home-hero__slide-link">
      {words}
    </Link>
  ) : (
    <ExternalLink href={href} className="home-hero__slide-link">
      {words}
    </ExternalLink>
  );
}

/**
 * The CMS banners, auto-advancing every 3 s with indicators. Each slide prints its message and its link in the art's
 * empty half (the banners are drawn with Tate on the right); a link to another site opens in a new tab.
 */
export function BannerSlideshow({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel label="Highlights" autoplay interval={BANNER_INTERVAL_MS} arrows="overlay" className="home-hero__slideshow">
      {banners.map((banner, index) => (
        <div key={banner.id} className="home-hero__slide">
          {/* The first banner is the page's largest paint: loaded at once (and preloaded by routes/home.tsx). */}
          <ResponsiveImage image={banner.image} sizes={BANNER_SIZES} priority={index === 0} className="home-hero__art" />
          <div className="home-hero__caption">
            <p className="home-hero__message">{banner.message}</p>
            <SlideLink banner={banner} />
          </div>
        </div>
      ))}
    </Carousel>
  );
}
