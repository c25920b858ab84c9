import type { HomePage } from '../cms/content.server';
import { PageSection } from '../layout/PageSection';

const ALWAYS_SHOWN = 3;

type Props = { heading: string; reasons: HomePage['reasons'] };

/** Why the method works: the first reasons, then the rest behind a native (no-JS) show more toggle. */
export function ReasonsSection({ heading, reasons }: Props) {
  if (reasons.length === 0) return null;
  const first = reasons.slice(0, ALWAYS_SHOWN);
  const more = reasons.slice(ALWAYS_SHOWN);
  return (
    <PageSection headingId="reasons-heading" heading={heading} className="reasons">
      <ReasonList reasons={first} />
      {more.length > 0 ? (
        <details className="reasons__more">
          <summary className="reasons__toggle">
            <span className="reasons__toggle-more">Show more</span>
            <span className="reasons__toggle-less">Show less</span>
          </summary>
          <ReasonList reasons={more} />
        </details>
      ) : null}
    </PageSection>
  );
}

function ReasonList({ reasons }: { reasons: HomePage['reasons'] }) {
  return (
    <ul className="reasons__list">
      {reasons.map((reason) => (
        <li key={reason.title} className="reasons__item">
          <h3>{reason.title}</h3>
          {reason.description ? <p>{reason.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
