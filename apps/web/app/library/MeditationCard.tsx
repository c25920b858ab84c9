import { MediaCard } from '@tate/ui';
import type { Meditation } from '../cms/meditation';
import { cardLink } from './card-link';
import { playerFileUrl, transcriptPath } from './player-file-url';

/** The picture of a meditation, a category or a child that has none of its own. */
export const PLACEHOLDER_IMAGE = '/media-placeholder.svg';

type Props = {
  meditation: Meditation;
  /** Signed out, a paid card shows its lock and leads to login. */
  loggedIn: boolean;
  /**
   * Where a press goes: `link` follows the card's link (login when locked, a signed-in parent's video to its own
   * page) and plays only where there is none (a visitor's free video plays here); `play` always opens the player (the lists of one child's favourites and history).
   */
  press: 'link' | 'play';
  onPlay: (meditation: Meditation) => void;
  /** The cover to show when the meditation has none (its category's). */
  fallbackCover?: Pick<Meditation, 'imageUrl' | 'image'>;
  /** Shows the child's percent completed. */
  showProgress?: boolean;
  headingLevel?: 2 | 3 | 4;
};

/** A meditation's card: cover, lock, title, description and length, leading to its page or playing; and a link to its words. */
export function MeditationCard({ meditation, loggedIn, press, onPlay, fallbackCover, showProgress = false, headingLevel }: Props) {
  const href = press === 'link' ? cardLink(meditation, loggedIn) : undefined;
  return (
    <MediaCard
      title={meditation.title}
      description={meditation.description}
      imageUrl={meditation.imageUrl ?? fallbackCover?.imageUrl ?? PLACEHOLDER_IMAGE}
      image={meditation.image ?? fallbackCover?.image ?? undefined}
      isLocked={meditation.isPaid && !loggedIn}
      durationMinutes={meditation.durationMinutes}
      percentComplete={showProgress ? (meditation.percentCompleted ?? 0) : undefined}
      headingLevel={headingLevel}
      href={href}
      onPress={href ? undefined : () => onPlay(meditation)}
      // Without JavaScript the press opens the file itself, which the browser plays.
      fallbackHref={href ? undefined : playerFileUrl(meditation.id)}
      actions={
        <a href={transcriptPath(meditation.id)} aria-label={`Read the words of ${meditation.title}`} className="meditation-card__words">
          Read the words
        </a>
      }
    />
  );
}
