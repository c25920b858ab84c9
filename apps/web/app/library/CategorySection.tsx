import { EmptyState } from '@tate/ui';
import { Link } from '@remix-run/react';
import type { Meditation } from '../cms/meditation';
import type { ScreenCategory } from './first-screen';
import { filterToSearchParams, EMPTY_FILTER } from '../cms/library-filter';
import { MeditationRow } from './MeditationRow';

type Props = {
  category: ScreenCategory;
  loggedIn: boolean;
  /** Shows each card's percent completed (the library of one child). */
  showProgress: boolean;
  onPlay: (meditation: Meditation) => void;
};

/** The library showing one category: where a category whose cards have not come yet leads. */
function categoryPath(category: ScreenCategory): string {
  return `/library?${filterToSearchParams({ ...EMPTY_FILTER, categoryIds: [category.id] })}#${category.slug}`;
}

function allOf(category: ScreenCategory): string {
  return `Show the ${category.count} ${category.count === 1 ? 'meditation' : 'meditations'} of ${category.name}`;
}

/**
 * One library category: heading, description and a row of its meditations (MeditationRow). A category whose cards follow
 * the first screen keeps their place and offers its own page (the way there without JavaScript).
 */
export function CategorySection({ category, loggedIn, showProgress, onPlay }: Props) {
  const headingId = `category-${category.slug}-heading`;
  return (
    <section id={category.slug} className="library-category" aria-labelledby={headingId}>
      {/* The spec's anchor is the category's name (/library#Calm%20Corner): the browser decodes the fragment and finds this
          id, with or without JavaScript, as #calm-corner finds the section. */}
      {/* The anchor, the description and the pending row's link are styled by their place (styles/app.css): no class
          each in every library page's HTML. */}
      {category.name === category.slug ? null : <span id={category.name} />}
      <h2 id={headingId}>{category.name}</h2>
      {category.description ? <p>{category.description}</p> : null}
      {category.count === 0 ? (
        <EmptyState title="No records found" />
      ) : category.items.length === 0 ? (
        <div className="library-category__pending">
          {/* The library's own page is known to the router already: no discovery attribute in the HTML. */}
          <Link to={categoryPath(category)} discover="none">
            {allOf(category)}
          </Link>
        </div>
      ) : (
        <MeditationRow
          label={`${category.name} meditations`}
          items={category.items}
          total={category.count}
          loggedIn={loggedIn}
          showProgress={showProgress}
          onPlay={onPlay}
          fallbackCover={category}
        />
      )}
      {category.items.length > 0 && category.items.length < category.count ? (
        // With JavaScript the rest of the row arrives at once; without, this is the way to it.
        <noscript>
          <a href={categoryPath(category)} className="library-category__all">
            {allOf(category)}
          </a>
        </noscript>
      ) : null}
    </section>
  );
}
