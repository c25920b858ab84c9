import { Await } from '@remix-run/react';
import { EmptyState, Spinner } from '@tate/ui';
import { Suspense } from 'react';
import type { Meditation } from '../cms/meditation';
import { MediaGrid } from './MediaGrid';

/** A teen category, its meditations loading on their own. */
export type TeenList = { id: string; name: string; description: string; anchor: string; content: Promise<Meditation[]> };

type Props = { lists: TeenList[]; loggedIn: boolean; onPlay: (meditation: Meditation) => void };

/** A category name as an anchor: `Teen Mindset` → `teen-mindset`. */
export function teenAnchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An editor's link to a teen category in the library (`/library#Teen Mindset`, `/library#TeenMindset`): the library
 * leaves teen categories out, so it becomes the category's section on the teen page (`#teen-mindset`). Null otherwise.
 */
export function teenSectionHref(href: string, lists: Pick<TeenList, 'name' | 'anchor'>[]): string | null {
  const url = new URL(href, 'http://tate.invalid');
  if (url.origin !== 'http://tate.invalid' || url.pathname.replace(/\/$/, '') !== '/library' || !url.hash) return null;
  const named = comparable(decodeURIComponent(url.hash.slice(1)));
  const list = lists.find((candidate) => comparable(candidate.name) === named || comparable(candidate.anchor) === named);
  return list ? `#${list.anchor}` : null;
}

/** The teen categories, each loading its meditations on its own (a spinner per category until they arrive). */
export function TeenMediaList({ lists, loggedIn, onPlay }: Props) {
  if (lists.length === 0) return <EmptyState title="No categories found" />;
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} id={list.anchor} className="teen-category" aria-labelledby={`teen-${list.id}-heading`}>
          <h3 id={`teen-${list.id}-heading`}>{list.name}</h3>
          {list.description ? <p>{list.description}</p> : null}
          <Suspense fallback={<Spinner label={`Loading ${list.name}`} />}>
            <Await
              resolve={list.content}
              errorElement={<EmptyState title="These meditations could not be loaded. Please try again later." />}
            >
              {(items) =>
                items.length === 0 ? (
                  <EmptyState title="No records found" />
                ) : (
                  <MediaGrid
                    label={`${list.name} meditations`}
                    items={items}
                    loggedIn={loggedIn}
                    headingLevel={4}
                    onPlay={onPlay}
                  />
                )
              }
            </Await>
          </Suspense>
        </section>
      ))}
    </>
  );
}
