import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ResponsiveImage } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchBanners, fetchHomePage, fetchTestimonials } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { BANNER_SIZES } from '../home/BannerSlideshow';
import { HomeHero } from '../home/HomeHero';
import { ReasonsSection } from '../home/ReasonsSection';
import { TestimonialCarousel } from '../home/TestimonialCarousel';
import { TrialPopup } from '../home/TrialPopup';
import { isTrialPopupClosed } from '../home/trial-popup-cookie.server';
import { imagePreload } from '../media/preload';
import { isLoggedIn } from '../session.server';

/** The two shop pictures share a row from tablet width. */
const SHOP_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

export async function loader({ request }: LoaderFunctionArgs) {
  const client = cms();
  const [banners, page, testimonials] = await loadFromCms(() =>
    Promise.all([fetchBanners(client), fetchHomePage(client), fetchTestimonials(client)]),
  );
  const signedIn = await isLoggedIn(request);
  const showTrialPopup = !signedIn && !(await isTrialPopupClosed(request));
  return { banners, page, testimonials, signedIn, showTrialPopup };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...matches.flatMap((match) => match.meta ?? []),
  ...imagePreload(data?.banners[0]?.image, BANNER_SIZES),
];

export default function Home() {
  const { banners, page, testimonials, signedIn, showTrialPopup } = useLoaderData<typeof loader>();
  const shopLinks = [
    { image: page?.tagImage, href: '/subscribe', caption: 'Subscribe to Tate' },
    { image: page?.productImage, href: '/product/details', caption: 'Meet plush Tate' },
  ].flatMap(({ image, ...link }) => (image ? [{ ...link, image }] : []));
  return (
    <div className="home">
      <HomeHero
        heading={page?.heading ?? 'Meditations for kids with Tate'}
        promise={page?.intro ?? null}
        callToAction={page?.trialCallToAction ?? 'Start your 14-day free trial'}
        signedIn={signedIn}
        banners={banners}
      />
      {shopLinks.length > 0 ? (
        <section className="home__shop" aria-label="Subscribe and meet the toy">
          {shopLinks.map((link) => (
            <a key={link.href} href={link.href} className="home__shop-link">
              <ResponsiveImage image={link.image} sizes={SHOP_IMAGE_SIZES} />
              <span className="home__shop-caption">{link.caption}</span>
            </a>
          ))}
        </section>
      ) : null}
      <ReasonsSection heading={page?.reasonsHeading ?? 'Why it works'} reasons={page?.reasons ?? []} />
      <TestimonialCarousel heading={page?.testimonialsHeading ?? 'What parents say'} testimonials={testimonials} />
      {showTrialPopup ? (
        <TrialPopup
          text={page?.trialPopupText ?? 'Sign up for your free 14 day trial'}
          buttonLabel={page?.trialPopupButtonLabel ?? 'Sign Up'}
        />
      ) : null}
    </div>
  );
}
