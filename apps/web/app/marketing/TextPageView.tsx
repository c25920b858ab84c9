import type { ReactNode } from 'react';
import { ResponsiveImage } from '@tate/ui';
import type { TextBlock, TextPage } from '../cms/pages.server';
import './text-page.css';

/** Four step cards share a row from 900px, two from 600px, one on a phone. */
const STEP_PICTURE_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 45vw, 90vw';

/** Numbered steps (how it works, the welcome guide): a card each with its picture, its number and its words. */
function StepCards({ steps }: { steps: TextBlock[] }) {
  return (
    <ol className="step-cards">
      {steps.map((step, index) => (
        <li key={step.heading} className="step-cards__card">
          {step.picture ? <ResponsiveImage image={step.picture} sizes={STEP_PICTURE_SIZES} className="step-cards__picture" /> : null}
          <div className="step-cards__words">
            <span className="step-cards__number" aria-hidden="true">
              {index + 1}
            </span>
            <h2 className="step-cards__heading">{step.heading}</h2>
            {step.body ? <p>{step.body}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Sections of running text (terms, privacy, library details, an editor's page), set for reading. */
function Sections({ sections }: { sections: TextBlock[] }) {
  return (
    <div className="text-page__sections">
      {sections.map((section) => (
        <section key={section.heading} className="text-page__section">
          <h2>{section.heading}</h2>
          {section.body ? <p>{section.body}</p> : null}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** A marketing page made of a heading, an intro and titled blocks: numbered step cards, or sections of text. */
export function TextPageView({
  page,
  fallbackHeading,
  ordered,
  children,
}: {
  page: TextPage;
  fallbackHeading: string;
  ordered: boolean;
  /** What closes the page, after its blocks. */
  children?: ReactNode;
}) {
  return (
    <section className={ordered ? 'page text-page text-page--steps' : 'page text-page'} aria-labelledby="page-heading">
      <h1 id="page-heading">{page.heading ?? fallbackHeading}</h1>
      {page.intro ? <p className="page-intro text-page__intro">{page.intro}</p> : null}
      {ordered ? <StepCards steps={page.blocks} /> : <Sections sections={page.blocks} />}
      {children}
    </section>
  );
}
