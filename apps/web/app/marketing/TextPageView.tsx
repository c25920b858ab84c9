import type { ReactNode } from 'react';
import type { TextPage } from '../cms/pages.server';

/** A marketing page made of a heading, an intro and titled text blocks (steps or sections). */
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
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{page.heading ?? fallbackHeading}</h1>
      {page.intro ? <p>{page.intro}</p> : null}
      <List className="page__blocks">
        {page.blocks.map((block) => (
          <li key={block.heading}>
            <h2>{block.heading}</h2>
            {block.body ? <p>{block.body}</p> : null}
            {block.items ? (
              <ul>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </List>
      {children}
    </section>
  );
}
