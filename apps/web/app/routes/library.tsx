import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import playerStyles from '@tate/player-sdk/react/styles.css?url';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { EmptyState, MEDIA_CARD_COVER_SIZES } from '@tate/ui';
import { Suspense, lazy, useCallback, useState } from 'react';
import { cms } from '../cms/cms.server';
import { fetchLibrary } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { CategorySection } from '../library/CategorySection';
import type { loader as rootLoader } from '../root';
import { imagePreload } from '../media/preload';
import { isLoggedIn } from '../session.server';
import { showToast } from '../toast/toasts';

// Dialogs load when first shown (docs/decisions/web-js-budgets.md).
const ChildCheckModal = lazy(() => import('../account/ChildCheckModal').then((module) => ({ default: module.ChildCheckModal })));
const PlayerModal = lazy(() => import('../library/PlayerModal').then((module) => ({ default: module.PlayerModal })));

// The child selector (react-aria Select) is for signed-in parents only.
const Select = lazy(() => import('../library/child-select').then((module) => ({ default: module.Select })));

const CHOOSE_CHILD_MESSAGE = 'Please choose a child before playing your meditation story';

export async function loader({ request }: LoaderFunctionArgs) {
  const categories = await loadFromCms(() => fetchLibrary(cms()));
  return { categories, loggedIn: await isLoggedIn(request) };
}

// The player's styles only where the player opens (one render-blocking stylesheet fewer on every other page).
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: playerStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...matches.flatMap((match) => match.meta ?? []),
  ...imagePreload(data?.categories[0]?.items[0]?.image, MEDIA_CARD_COVER_SIZES),
];

export default function Library() {
  const { categories, loggedIn } = useLoaderData<typeof loader>();
  const children = useRouteLoaderData<typeof rootLoader>('root')?.account?.children ?? [];
  const [childId, setChildId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const closePlayer = useCallback(() => setPlaying(null), []);

  function play(mediaId: string) {
    if (loggedIn && !childId) {
      showToast({ tone: 'info', message: CHOOSE_CHILD_MESSAGE });
      return;
    }
    setPlaying(mediaId);
  }

  return (
    <div className="library">
      <div className="library__intro">
        <h1>Meditations Library</h1>
        <p>
          Calm stories, breathing games and sleepy songs with Tate. Free meditations play for everyone; the rest open
          with a membership.
        </p>
        {loggedIn ? (
          <Suspense fallback={null}>
            <Select
              label="Child"
              placeholder="Select child"
              options={children.map((child) => ({ value: child.id, label: child.name }))}
              selectedKey={childId}
              onSelectionChange={(key) => setChildId(key === null ? null : String(key))}
              className="library__child"
            />
          </Suspense>
        ) : null}
      </div>
      {categories.length === 0 ? (
        <EmptyState title="No categories found" />
      ) : (
        categories.map((category, index) => (
          <CategorySection key={category.id} category={category} loggedIn={loggedIn} onPlay={play} isFirst={index === 0} />
        ))
      )}
      <Suspense fallback={null}>
        {loggedIn && children.length === 0 ? <ChildCheckModal /> : null}
        {playing ? <PlayerModal mediaId={playing} childId={childId} onClose={closePlayer} /> : null}
      </Suspense>
    </div>
  );
}
