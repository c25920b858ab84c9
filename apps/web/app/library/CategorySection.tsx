import { CAROUSEL_LAYOUTS, Carousel, EmptyState, MediaCard } from '@tate/ui';
import type { LibraryCategory } from '../cms/content.server';

const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

type Props = {
  category: LibraryCategory;
  loggedIn: boolean;
  onPlay: (mediaId: string) => void;
  /** The first category's first cover is the page's largest paint: loaded at once. */
  isFirst?: boolean;
};

/** One library category: heading, description and a carousel of its meditations. */
export function CategorySection({ category, loggedIn, onPlay, isFirst = false }: Props) {
  const headingId = `category-${category.slug}-heading`;
  return (
    <section id={category.slug} className="library-category" aria-labelledby={headingId}>
      <h2 id={headingId}>{category.name}</h2>
      {category.description ? <p className="library-category__description">{category.description}</p> : null}
      {category.items.length === 0 ? (
        <EmptyState title="No records found" />
      ) : (
        <Carousel label={`${category.name} meditations`} itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page">
          {category.items.map((item, index) => {
            const isLocked = item.isPaid && !loggedIn;
            return (
              <MediaCard
                key={item.id}
                title={item.title}
                description={item.description}
                imageUrl={item.imageUrl ?? category.imageUrl ?? PLACEHOLDER_IMAGE}
                image={item.image ?? undefined}
                priority={isFirst && index === 0}
                isLocked={isLocked}
                durationMinutes={item.durationMinutes ?? undefined}
                href={isLocked ? '/login' : undefined}
                onPress={isLocked ? undefined : () => onPlay(item.id)}
              />
            );
          })}
        </Carousel>
      )}
    </section>
  );
}
