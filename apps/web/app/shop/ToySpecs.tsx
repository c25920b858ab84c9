import { ResponsiveImage } from '@tate/ui';
import type { ToySpecs as Specs } from '../cms/shop-pages.server';
import './toy-specs.css';

/** The plush's facts beside its picture, the same on /about, /retail and /product/details. */
export function ToySpecs({ specs, id }: { specs: Specs; id: string }) {
  return (
    <section className={specs.picture ? 'surface-card toy-specs toy-specs--with-picture' : 'surface-card toy-specs'} aria-labelledby={id}>
      {specs.picture ? (
        <figure className="toy-specs__figure">
          <ResponsiveImage image={specs.picture} sizes="(min-width: 900px) 22rem, 90vw" className="toy-specs__picture" />
          {specs.pictureCaption ? <figcaption className="toy-specs__caption">{specs.pictureCaption}</figcaption> : null}
        </figure>
      ) : null}
      <div>
        <h2 id={id} className="toy-specs__heading">
          {specs.heading}
        </h2>
        <dl className="toy-specs__list">
          {specs.items.map((item) => (
            <div key={item.label} className="toy-specs__item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
