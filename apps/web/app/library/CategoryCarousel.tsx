import { CAROUSEL_LAYOUTS, Carousel, MEDIA_CARD_COVER_SIZES, ResponsiveImage } from '@tate/ui';
import type { LibraryCategory } from '../cms/library.server';

const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

/**
 * The row of categories at the top of the library; each entry jumps to its section (`#{slug}`). The first tile's
 * picture is the largest thing on a phone's first screen, so it loads first (see `libraryPreload`).
 */
export function CategoryCarousel({ categories }: { categories: LibraryCategory[] }) {
  return (
    <nav aria-label="Categories" className="library-categories">
      <Carousel label="Categories" itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page">
        {categories.map((category, index) => (
          <a key={category.id} href={`#${category.slug}`} className="library-categories__tile">
            {category.image ? (
              <ResponsiveImage image={category.image} alt="" sizes={MEDIA_CARD_COVER_SIZES} priority={index === 0} />
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
