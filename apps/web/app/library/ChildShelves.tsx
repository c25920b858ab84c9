import { Avatar, CAROUSEL_LAYOUTS, Carousel, HeartIcon, PlayIcon, StarIcon } from '@tate/ui';
import type { ReactNode } from 'react';
import type { Meditation } from '../cms/meditation';
import { childRow, type ChildRowReason, type ChildShelves as Shelves } from './child-shelves';
import { MeditationCard } from './MeditationCard';
import { PageSection } from '../layout/PageSection';

type Props = { shelves: Shelves; onPlay: (meditation: Meditation) => void };

/** The tag above a card of the child's row: why it is there, in a word and a picture. */
const REASONS: Record<ChildRowReason, { label: string; icon: ReactNode }> = {
  continue: { label: 'Carry on', icon: <PlayIcon /> },
  favourite: { label: 'Favourite', icon: <HeartIcon /> },
  suggested: { label: 'Try this', icon: <StarIcon /> },
};

/**
 * The top of one child's library: a greeting with the child's avatar, then, while nothing is searched, one row "For
 * Max" of the catalogue's own cards: what they started and did not finish (the latest first), their favourites, then
 * what the CMS suggests for them. Without any, the row is left out and the greeting asks what to hear.
 */
export function ChildShelves({ shelves, onPlay }: Props) {
  const { child, showsRow } = shelves;
  const row = showsRow ? childRow(shelves) : [];
  const carriesOn = row.some((item) => item.reason === 'continue');
  const headingId = 'for-child-heading';
  return (
    <div className="library-child">
      <div className="library-child__hello">
        <Avatar name={child.name} src={child.imageUrl} />
        {showsRow ? (
          <p>
            <strong>Hi, {child.name}!</strong> {carriesOn ? 'Shall we carry on where you left off?' : 'Which story shall we hear today?'}
          </p>
        ) : (
          // A search or a filter: whose library this is stays in sight above the answer.
          <p>
            <strong>{child.name}'s library</strong>
          </p>
        )}
      </div>
      {row.length > 0 ? (
        <PageSection headingId={headingId} heading={<>For {child.name}</>} id="for-child" className="library-category library-for">
          <Carousel label={`Stories for ${child.name}`} itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page" flow="scroll">
            {row.map(({ reason, meditation }) => (
              <div key={meditation.id} className={`library-for__item library-for__item--${reason}`}>
                <p className="library-for__why">
                  {REASONS[reason].icon}
                  {REASONS[reason].label}
                </p>
                <MeditationCard meditation={meditation} loggedIn press="link" onPlay={onPlay} showProgress />
              </div>
            ))}
          </Carousel>
        </PageSection>
      ) : null}
    </div>
  );
}
