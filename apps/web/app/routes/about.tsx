import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LinkButton, ResponsiveImage } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchAboutPage } from '../cms/pages.server';
import { fetchToySpecs } from '../cms/shop-pages.server';
import { loadPhotoFeed } from '../marketing/photo-feed.server';
import { PhotoFeedSection } from '../marketing/PhotoFeedSection';
import { ToySpecs } from '../shop/ToySpecs';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const meta: MetaFunction = () => [{ title: pageTitle('About us') }];

export async function loader() {
  const client = cms();
  // The photo feed is read beside the CMS and never fails the page (null: the section is left out).
  const [[page, specs], photoFeed] = await Promise.all([loadFromCms(() => Promise.all([fetchAboutPage(client), fetchToySpecs(client)])), loadPhotoFeed()]);
  return { page, specs, photoFeed };
}

/** Tate's story, the founder, how Tate works, the plush toy's facts and a picture gallery, from the CMS; then the photo feed. */
export default function About() {
  const { page, specs, photoFeed } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section aria-labelledby="page-heading">
        <h1 id="page-heading">{page.heading ?? 'About us'}</h1>
        {page.storyParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {page.founderName ? (
        <section className="about-founder" aria-labelledby="founder-heading">
          {page.founderImage ? (
            <ResponsiveImage image={page.founderImage} sizes="(min-width: 768px) 18rem, 60vw" className="about-founder__portrait" />
          ) : null}
          <div>
            <p className="about-founder__role">Our founder</p>
            <h2 id="founder-heading">{page.founderName}</h2>
            {page.founderBiography ? <p>{page.founderBiography}</p> : null}
          </div>
        </section>
      ) : null}
      {page.howItWorks ? (
        <section className="about-how" aria-labelledby="how-heading">
          <ResponsiveImage image={page.howItWorks.image} sizes="(min-width: 768px) 50vw, 100vw" />
          <div>
            <h2 id="how-heading">{page.howItWorks.heading}</h2>
            {page.howItWorks.text ? <p>{page.howItWorks.text}</p> : null}
            <LinkButton href="/howitworks" variant="secondary">
              See how it works
            </LinkButton>
          </div>
        </section>
      ) : null}
      {specs ? <ToySpecs id="specs-heading" specs={specs} /> : null}
      <PageSection headingId="gallery-heading" heading="Gallery">
        <ul className="page__gallery">
          {page.gallery.map((picture, index) => (
            <li key={`${picture.src}-${index}`}>
              <ResponsiveImage image={picture} sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 100vw" />
            </li>
          ))}
        </ul>
      </PageSection>
      {photoFeed ? <PhotoFeedSection feed={photoFeed} /> : null}
    </div>
  );
}
