import { Await } from '@remix-run/react';
import { EmptyState, Spinner } from '@tate/ui';
import { Suspense } from 'react';
import type { Meditation } from '../cms/meditation';
import { MediaGrid } from './MediaGrid';

export type TeenList = { id: string; name: string; description: string; items: Promise<Meditation[]> };

type Props = { lists: TeenList[]; loggedIn: boolean; onPlay: (meditation: Meditation) => void };

/** The teen categories, each loading its meditations on its own (a spinner per category until they arrive). */
export function TeenMediaList({ lists, loggedIn, onPlay }: Props) {
  if (lists.length === 0) return <EmptyState title="No categories found" />;
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} className="teen-category" aria-labelledby={`teen-${list.id}-heading`}>
          <h3 id={`teen-${list.id}-heading`}>{list.name}</h3>
          {list.description ? <p>{list.description}</p> : null}
          <Suspense fallback={<Spinner label={`Loading ${list.name}`} />}>
            <Await
              resolve={list.items}
              errorElement={<EmptyState title="These meditations could not be loaded. Please try again later." />}
            >
              {(items) =>
                items.length === 0 ? (
                  <EmptyState title="No records found" />
                ) : (
                  <MediaGrid label={`${list.name} meditations`} items={items} loggedIn={loggedIn} headingLevel={4} onPlay={onPlay} />
                )
              }
            </Await>
          </Suspense>
        </section>
      ))}
    </>
  );
}
