import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { fetchToyPage } from '../cms/shop-pages.server';
import { FeatureSection } from '../shop/FeatureSection';
import { ShopButton } from '../shop/ShopButton';
import { ShopHero } from '../shop/ShopHero';
import { ToySpecs } from '../shop/ToySpecs';
import { ResponsiveImage } from '@tate/ui';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const meta: MetaFunction = () => [{ title: pageTitle('Plush Tate') }];

export async function loader() {
  const client = cms();
  const [page, settings] = await loadFromCms(() => Promise.all([fetchToyPage(client), fetchSiteSettings(client)]));
  return { page, shopUrl: settings.shopUrl };
}

/** The plush toy: pictures, what it does, charging and range from the FAQ, and the shop. */
export default function ProductDetails() {
  const { page, shopUrl } = useLoaderData<typeof loader>();
  const [mainPicture, ...morePictures] = page.pictures;
  return (
    <div className="page toy-page">
      <ShopHero page={page} picture={mainPicture} look="toy" caption={page.pictureCaption}>
        <ShopButton href={shopUrl} label={page.shopLabel} />
      </ShopHero>
      <FeatureSection id="features-heading" heading="What Tate does" features={page.features} />
      {page.specs ? <ToySpecs id="specs-heading" specs={{ ...page.specs, picture: null }} /> : null}
      {page.facts.length > 0 ? (
        <PageSection headingId="facts-heading" heading={page.factsHeading}>
          <dl className="toy-page__facts">
            {page.facts.map((fact) => (
              <div key={fact.question}>
                <dt>{fact.question}</dt>
                <dd>{fact.answer}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      ) : null}
      {morePictures.length > 0 ? (
        <PageSection headingId="pictures-heading" heading="More pictures">
          {page.pictureCaption ? <p>{page.pictureCaption}</p> : null}
          <ul className="toy-page__gallery">
            {morePictures.map((picture) => (
              <li key={picture.src}>
                <ResponsiveImage image={picture} sizes="(min-width: 768px) 33vw, 100vw" />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </div>
  );
}
