import type { Meditation } from '../cms/meditation';
import { MeditationCard } from './MeditationCard';

type Props = {
  label: string;
  items: Meditation[];
  loggedIn: boolean;
  headingLevel: 2 | 3 | 4;
  onPlay: (meditation: Meditation) => void;
};

/**
 * Meditation cards in a grid of 1, 2, 3 and 3 columns; a paid card shows its lock and leads to login when logged out,
 * a parent's video with a video page leads there, any other card plays (a free video too, for a visitor).
 */
export function MediaGrid({ label, items, loggedIn, headingLevel, onPlay }: Props) {
  return (
    <ul className="media-grid media-grid--columns" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <MeditationCard meditation={item} loggedIn={loggedIn} press="link" onPlay={onPlay} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
