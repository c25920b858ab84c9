import type { Feature } from '../cms/shop-pages.server';

/** Titled cards: what the toy does, what comes in the box. */
export function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="toy-page__features">
      {features.map((feature) => (
        <li key={feature.title}>
          <h3>{feature.title}</h3>
          {feature.description ? <p>{feature.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
