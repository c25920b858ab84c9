import type { TextPage } from '../cms/pages.server';

/** A marketing page made of a heading, an intro and titled text blocks (steps or sections). */
export function TextPageView({
  page,
  fallbackHeading,
  ordered,
}: {
  page: TextPage;
  fallbackHeading: string;
  ordered: boolean;
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
          </li>
        ))}
      </List>
    </section>
  );
}
