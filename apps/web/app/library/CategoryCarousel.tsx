import { CAROUSEL_LAYOUTS, Carousel, ResponsiveImage } from '@tate/ui';
import type { LibraryCategory } from '../cms/library.server';
import { PLACEHOLDER_IMAGE } from './MeditationCard';

/** A tile's width in the category row (CAROUSEL_LAYOUTS.categories: 2, 3 and 5 a row). */
const CATEGORY_TILE_SIZES = '(min-width: 900px) 20vw, (min-width: 600px) 33vw, 50vw';

/**
 * The row of categories at the top of the library; each entry jumps to its section (`#{slug}`). The tiles' pictures
 * are small (the page's largest content on a phone is its intro text), so none is preloaded or hurried: the
 * stylesheets and fonts the first paint waits for go first.
 */
export function CategoryCarousel({ categories }: { categories: LibraryCategory[] }) {
  return (
    <nav aria-label="Categories" className="library-categories">
      {/* Past the first screen's tiles, the categories' own sections below are the way without JavaScript. */}
      <Carousel label="Categories" itemsPerView={CAROUSEL_LAYOUTS.categories} slideBy="page" flow="scroll" firstScreenOnly>
        {categories.map((category) => (
          <a key={category.id} href={`#${category.slug}`} className="library-categories__tile">
            {category.image ? (
              <ResponsiveImage image={category.image} alt="" sizes={CATEGORY_TILE_SIZES} />
            ) : (
              <img src={category.imageUrl ?? PLACEHOLDER_IMAGE} alt="" loading="lazy" />
            )}
            <span>{category.name}</span>
          </a>
        ))}
      </Carousel>
    </nav>
  );
}
