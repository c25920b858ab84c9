import { MediaCard } from '@tate/ui';
import type { Meditation } from '../cms/meditation';
import { cardLink } from './card-link';

const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

type Props = {
  label: string;
  items: Meditation[];
  loggedIn: boolean;
  headingLevel: 2 | 3 | 4;
  onPlay: (meditation: Meditation) => void;
};

/**
 * Meditation cards in a grid of 1, 2, 3 and 3 columns; a paid card shows its lock and leads to login when logged out,
 * a video with a video page leads there, any other card plays.
 */
export function MediaGrid({ label, items, loggedIn, headingLevel, onPlay }: Props) {
  return (
    <ul className="media-grid media-grid--columns" aria-label={label}>
      {items.map((item) => {
        const isLocked = item.isPaid && !loggedIn;
        const href = cardLink(item, loggedIn);
        return (
          <li key={item.id}>
            <MediaCard
              title={item.title}
              description={item.description}
              imageUrl={item.imageUrl ?? PLACEHOLDER_IMAGE}
              image={item.image ?? undefined}
              isLocked={isLocked}
              durationMinutes={item.durationMinutes}
              headingLevel={headingLevel}
              href={href}
              onPress={href ? undefined : () => onPlay(item)}
            />
          </li>
        );
      })}
    </ul>
  );
}
