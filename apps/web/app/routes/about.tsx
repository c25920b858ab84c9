import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LinkButton, ResponsiveImage } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchAboutPage } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';

export const meta: MetaFunction = () => [{ title: 'About Us | Tate Web' }];

export async function loader() {
  return { page: await loadFromCms(() => fetchAboutPage(cms())) };
}

/** Tate's story, the founder, a picture gallery and the photo feed, all from the CMS about page. */
export default function About() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section aria-labelledby="page-heading">
        <h1 id="page-heading">{page.heading ?? 'About Us'}</h1>
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
      <section aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">Gallery</h2>
        <ul className="page__gallery">
          {page.gallery.map((picture, index) => (
            <li key={`${picture.src}-${index}`}>
              <ResponsiveImage image={picture} sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 100vw" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="feed-heading">
        <h2 id="feed-heading">Photo feed</h2>
        <ul className="page__photo-feed">
          {page.photoFeed.map((tile, index) => (
            <li key={`${tile.src}-${index}`}>
              <figure>
                <ResponsiveImage image={tile} sizes="(min-width: 1200px) 280px, (min-width: 768px) 25vw, 50vw" />
                {tile.caption ? (
                  <figcaption>
                    {tile.link ? <ExternalLink href={tile.link}>{tile.caption}</ExternalLink> : tile.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
