import type { ReactNode } from 'react';
import { ResponsiveImage, type ResponsiveImageSource } from '@tate/ui';
import './shop-hero.css';

/** Each page keeps its own classes for the section, its picture and the text beside it. */
const looks = {
  toy: { section: 'toy-page__hero', picture: 'toy-page__picture', text: 'toy-page__intro' },
  retail: { section: 'shop-toy', picture: 'shop-toy__picture', text: undefined },
};

type Props = {
  page: { heading: string; intro: string | null };
  picture: ResponsiveImageSource | null | undefined;
  look: keyof typeof looks;
  /** What the picture is, under it ("Drawings of plush Tate, not photos"). */
  caption?: string | null;
  /** The way on under the intro: the shop button or the toy's actions. */
  children: ReactNode;
};

/** The top of a shop page (/product/details, /retail): the toy's picture beside the page heading, its intro and the way on. */
export function ShopHero({ page, picture, look, caption, children }: Props) {
  const classes = looks[look];
  const image = picture ? <ResponsiveImage image={picture} sizes="(min-width: 768px) 50vw, 100vw" priority className={classes.picture} /> : null;
  return (
    <section className={classes.section} aria-labelledby="page-heading">
      {image && caption ? (
        <figure className="shop-hero__figure">
          {image}
          <figcaption className="shop-hero__caption">{caption}</figcaption>
        </figure>
      ) : (
        image
      )}
      <div className={classes.text}>
        <h1 id="page-heading">{page.heading}</h1>
        {page.intro ? <p>{page.intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
