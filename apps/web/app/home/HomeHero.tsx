import { LinkButton } from '@tate/ui';
import type { Banner } from '../cms/content.server';
import { BannerSlideshow } from './BannerSlideshow';

type HomeHeroProps = {
  heading: string;
  promise: string | null;
  /** The button to sign-up for visitors ("Start your 14-day free trial"); a signed-in parent is sent to the library. */
  callToAction: string;
  signedIn: boolean;
  banners: Banner[];
};

/**
 * The first screen: the page's headline, its one-line promise and the free trial on the art's empty half, over the
 * slideshow whose slides add their own message and link. On a phone the words come first and the art below them.
 */
export function HomeHero({ heading, promise, callToAction, signedIn, banners }: HomeHeroProps) {
  return (
    <section className="home-hero" aria-labelledby="home-heading">
      <div className="home-hero__panel">
        <h1 id="home-heading" className="home-hero__heading">
          {heading}
        </h1>
        {promise ? <p className="home-hero__promise">{promise}</p> : null}
        <div className="home-hero__actions">
          {signedIn ? <LinkButton href="/library">Open the library</LinkButton> : <LinkButton href="/signup">{callToAction}</LinkButton>}
          <LinkButton href="/howitworks" variant="secondary">
            How Tate works
          </LinkButton>
        </div>
      </div>
      <BannerSlideshow banners={banners} />
    </section>
  );
}
