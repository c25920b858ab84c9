import { CAROUSEL_LAYOUTS, Carousel, EmptyState, MediaCard } from '@tate/ui';
import type { LibraryCategory } from '../cms/library.server';
import type { Meditation } from '../cms/meditation';
import { cardLink } from './card-link';

const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

type Props = {
  category: LibraryCategory;
  loggedIn: boolean;
  /** Shows each card's percent completed (the library of one child). */
  showProgress: boolean;
  onPlay: (meditation: Meditation) => void;
};

/** One library category: heading, description and a carousel of its meditations. */
export function CategorySection({ category, loggedIn, showProgress, onPlay }: Props) {
  const headingId = `category-${category.slug}-heading`;
  return (
    <section id={category.slug} className="library-category" aria-labelledby={headingId}>
      <h2 id={headingId}>{category.name}</h2>
      {category.description ? <p className="library-category__description">{category.description}</p> : null}
      {category.items.length === 0 ? (
        <EmptyState title="No records found" />
      ) : (
        <Carousel label={`${category.name} meditations`} itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page">
          {category.items.map((item) => {
            const isLocked = item.isPaid && !loggedIn;
            const href = cardLink(item, loggedIn);
            return (
              <MediaCard
                key={item.id}
                title={item.title}
                description={item.description}
                imageUrl={item.imageUrl ?? category.imageUrl ?? PLACEHOLDER_IMAGE}
                isLocked={isLocked}
                durationMinutes={item.durationMinutes}
                percentComplete={showProgress ? (item.percentCompleted ?? 0) : undefined}
                href={href}
                onPress={href ? undefined : () => onPlay(item)}
              />
            );
          })}
        </Carousel>
      )}
    </section>
  );
}
