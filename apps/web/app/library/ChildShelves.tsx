import { Avatar } from '@tate/ui';
import type { Meditation } from '../cms/meditation';
import type { ChildShelves as Shelves } from './child-shelves';
import { MeditationRow } from './MeditationRow';

type Props = { shelves: Shelves; onPlay: (meditation: Meditation) => void };

function Shelf({ id, title, rowLabel, items, onPlay }: { id: string; title: string; rowLabel: string; items: Meditation[]; onPlay: Props['onPlay'] }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="library-category library-shelf" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <MeditationRow label={rowLabel} items={items} loggedIn showProgress onPlay={onPlay} />
    </section>
  );
}

/**
 * The top of one child's library: a greeting with the child's avatar, then what they started and did not finish
 * ("Continue", the latest first) and their favourites. A row with nothing in it is left out.
 */
export function ChildShelves({ shelves, onPlay }: Props) {
  const { child, continueItems, favourites } = shelves;
  return (
    <div className="library-child">
      <div className="library-child__hello">
        <Avatar name={child.name} src={child.imageUrl} />
        <p>
          <strong>Hi, {child.name}!</strong>{' '}
          {continueItems.length > 0 ? 'Shall we carry on where you left off?' : 'Which story shall we hear today?'}
        </p>
      </div>
      {continueItems.length > 0 ? <Shelf id="continue" title="Continue" rowLabel="Meditations to continue" items={continueItems} onPlay={onPlay} /> : null}
      {favourites.length > 0 ? <Shelf id="favourites" title="Favourites" rowLabel="Favourite meditations" items={favourites} onPlay={onPlay} /> : null}
    </div>
  );
}
