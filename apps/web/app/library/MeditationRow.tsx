import { CAROUSEL_LAYOUTS, Carousel } from '@tate/ui';
import type { Meditation } from '../cms/meditation';
import { MeditationCard } from './MeditationCard';

type Props = {
  /** The row's accessible name, e.g. "Sleep meditations". */
  label: string;
  items: Meditation[];
  /** How many the row will hold once the rest of its cards came (more than `items` on the first screen). */
  total?: number;
  loggedIn: boolean;
  /** Shows each card's progress (the library of one child). */
  showProgress: boolean;
  onPlay: (meditation: Meditation) => void;
  /** The cover for cards without one (their category's). */
  fallbackCover?: Pick<Meditation, 'imageUrl' | 'image'>;
};

/** One row of meditation cards that scrolls sideways: a card and a half on a phone, arrows outside it on a laptop. */
export function MeditationRow({ label, items, total = items.length, loggedIn, showProgress, onPlay, fallbackCover }: Props) {
  return (
    <Carousel
      label={label}
      itemsPerView={CAROUSEL_LAYOUTS.library}
      slideBy="page"
      flow="scroll"
      total={total}
      firstScreenOnly={items.length < total}
    >
      {items.map((item) => (
        <MeditationCard
          key={item.id}
          meditation={item}
          loggedIn={loggedIn}
          press="link"
          onPlay={onPlay}
          fallbackCover={fallbackCover}
          showProgress={showProgress}
        />
      ))}
    </Carousel>
  );
}
