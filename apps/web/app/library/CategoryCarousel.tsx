import { CAROUSEL_LAYOUTS, Carousel } from '@tate/ui';
import type { LibraryCategory } from '../cms/library.server';

const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

/** The row of categories at the top of the library; each entry jumps to its section (`#{slug}`). */
export function CategoryCarousel({ categories }: { categories: LibraryCategory[] }) {
  return (
    <nav aria-label="Categories" className="library-categories">
      <Carousel label="Categories" itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page">
        {categories.map((category) => (
          <a key={category.id} href={`#${category.slug}`} className="library-categories__tile">
            <img src={category.imageUrl ?? PLACEHOLDER_IMAGE} alt="" loading="lazy" />
            <span>{category.name}</span>
          </a>
        ))}
      </Carousel>
    </nav>
  );
}
