import { memo, useMemo } from 'react';
import type { Meditation } from '../cms/meditation';
import { CategoryCarousel } from './CategoryCarousel';
import { CategorySection } from './CategorySection';
import { withRest, type RestOfLibrary, type ScreenCategory } from './first-screen';
import { useSlices } from './use-slices';

/** A category is drawn again only when its own cards change (each slice adds one category). */
const Section = memo(CategorySection);

type Props = {
  /** The first screen's categories (the page's HTML). */
  categories: ScreenCategory[];
  /** The rest of the cards (`/resources/library-cards`), once they came. */
  rest: RestOfLibrary | undefined;
  cardsPath: string;
  loggedIn: boolean;
  showProgress: boolean;
  onPlay: (meditation: Meditation) => void;
};

/**
 * The library's row of categories and a section a category. Once the rest of the cards came, they are drawn a
 * category at a time, each in a task of its own (`useSlices`: no long task); a category not yet drawn keeps its place
 * and its link to its own page. A slice is a transition of this component alone (a transition of the whole page was
 * kept waiting by the page's other updates in a child's library), and nothing here loads lazily.
 */
export function LibraryShelves({ categories, rest, cardsPath, loggedIn, showProgress, onPlay }: Props) {
  const complete = useMemo(() => withRest(categories, rest, cardsPath), [categories, rest, cardsPath]);
  const drawn = useSlices(complete === categories ? null : cardsPath, categories.length);
  return (
    <>
      <CategoryCarousel categories={categories} />
      {complete.map((category, index) => (
        <Section
          key={category.id}
          category={index < drawn ? category : (categories[index] ?? category)}
          loggedIn={loggedIn}
          showProgress={showProgress}
          onPlay={onPlay}
        />
      ))}
    </>
  );
}
