import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useParams,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { mayPlay } from '@tate/contracts';
import { LoadingOverlay } from '@tate/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadChildrenNow } from '../account/header-account.server';
import { lazyComponent } from '../chunks/lazy-component';
import { parentGateAction } from '../parent-gate/parent-gate.server';
import type { Meditation } from '../cms/meditation';
import { LibraryShelves } from '../library/LibraryShelves';
import { NoMatches } from '../library/NoMatches';
import { awaitsRest, firstScreen, type RestOfLibrary } from '../library/first-screen';
import { libraryCardsPath } from '../library/library-cards-path';
import { filterFromSearchParams, isFilterEmpty, type LibraryFilter } from '../cms/library-filter';
import { loadChildLibrary, loadLibrary } from '../library/library-page.server';
import { usePlayer } from '../library/use-player';
import { skipSmallChanges } from '../navigation/revalidation';
import type { loader as rootLoader } from '../root';
import { isLoggedIn } from '../session.server';
import { showToast } from '../toast/toasts';
import { pageTitle } from '../seo/page-title';

// The search and filter form hydrates once its own chunk has arrived, a moment after the page's first scripts; the server
// sends it whole and until then it is the plain GET form, with its Apply filters button
// (docs/decisions/2026-11-30-library-first-load-under-100.md).
const LibraryControls = lazyComponent(() => import('../library/LibraryControls').then((module) => module.LibraryControls));

// Pieces only a signed-in parent sees load when first shown (docs/decisions/web-js-budgets.md).
const ChildCheckModal = lazyComponent(() => import('../account/ChildCheckModal').then((module) => module.ChildCheckModal));
// The toy's Connect button and its Bluetooth code load after the page's first scripts.
const BluetoothButton = lazyComponent(() => import('@tate/player-sdk/react').then((module) => module.BluetoothButton));
const ChildSelect = lazyComponent(() => import('../library/child-select').then((module) => module.ChildSelect));

// A child's evening (the bedtime lead, quiet hours, the day's limit) loads with a child's library only.
const ChildEvening = lazyComponent(() => import('../bedtime/evening/ChildEvening').then((module) => module.ChildEvening));

// A child's greeting and own row (For Max: continue, favourites, suggestions) load with a child's library only.
const ChildShelves = lazyComponent(() => import('../library/ChildShelves').then((module) => module.ChildShelves));

// The downloads kept on this device live in the browser alone: their list and its store load after the page's first scripts.
const OnThisDevice = lazyComponent(() => import('../library/OnThisDevice').then((module) => module.OnThisDevice));

const CHOOSE_CHILD_MESSAGE = 'Please choose a child before playing your meditation story';

export const meta: MetaFunction = ({ error }) => [{ title: pageTitle(error ? 'Not found' : 'Meditations library') }];

// The library's not-found page loads when it is shown (its one control is a plain link); other errors are the site's own
// page, as before.
const LibraryNotFound = lazyComponent(() => import('../library/LibraryErrorBoundary').then((module) => module.LibraryErrorBoundary));

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Suspense fallback={null}>
      <LibraryNotFound />
    </Suspense>
  );
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) => skipSmallChanges(args, { readsQuery: true });

/**
 * The library and the parent's children now (the child check and the child select decide from the CMS's list, not the
 * header's copy of it). A child's library reads that list itself, and finds its child in it.
 */
async function libraryAndChildren(request: Request, filter: LibraryFilter, childId: string | undefined) {
  if (childId) return loadChildLibrary(request, filter, childId);
  const [library, children] = await Promise.all([loadLibrary(request, filter, undefined), loadChildrenNow(request)]);
  return { library, shelves: null, bedtime: null, children };
}

/**
 * `/library` and `/library/{childId}`: the filter lives in the query string and runs in the CMS library query. The
 * page carries its first screen (`firstScreen`); the other cards come from `/resources/library-cards` once it is
 * interactive. A child's library starts with the child's greeting and own row (`shelves`).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const filter = filterFromSearchParams(new URL(request.url).searchParams);
  const { library, shelves, bedtime, children } = await libraryAndChildren(request, filter, params.childId);
  return {
    // Without a filter the page's categories are all of them: the filter form's list is not sent twice.
    allCategories: isFilterEmpty(filter) ? null : library.allCategories,
    categories: firstScreen(library.categories, filter),
    shelves,
    filter,
    loggedIn: await isLoggedIn(request),
    children,
    bedtime,
    serverNow: Date.now(),
    libraryPutAway: bedtime ? !mayPlay(bedtime.status) : false,
  };
}

/** `/library/{childId}` answers its parent gate (unlock tonight, 15 more minutes). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!params.childId) throw new Response('Method not allowed', { status: 405 });
  return parentGateAction(request, params.childId);
}

export default function Library() {
  const { categories: firstCategories, allCategories, shelves, filter, loggedIn, children: childrenNow, bedtime, serverNow, libraryPutAway } =
    useLoaderData<typeof loader>();
  const gate = useActionData<typeof action>();
  // Quiet hours or the day's limit put the library away: the server's answer first, then the device's clock's.
  const [putAway, setPutAway] = useState(libraryPutAway);
  useEffect(() => setPutAway(libraryPutAway), [libraryPutAway]);
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const children = childrenNow ?? rootData?.account?.children ?? [];
  const params = useParams();
  const navigation = useNavigation();
  const childId = params.childId ?? null;
  const player = usePlayer(childId, bedtime?.status);
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/library');
  const cards = useFetcher<RestOfLibrary>(); // routes/library-cards.ts
  const cardsPath = libraryCardsPath(filter, childId ?? undefined);
  const needsRest = awaitsRest(firstCategories);
  const { load } = cards;
  useEffect(() => {
    if (needsRest) load(cardsPath);
  }, [needsRest, cardsPath, load]);

  function play(meditation: Meditation) {
    if (loggedIn && !childId) {
      showToast({ tone: 'info', message: CHOOSE_CHILD_MESSAGE });
      return;
    }
    player.play(meditation);
  }

  const dayLibrary: ReactNode = (
    <>
      {/* A child's greeting and own row come first, above the search a parent uses. */}
      {shelves ? (
        <Suspense fallback={null}>
          <ChildShelves shelves={shelves} onPlay={play} />
        </Suspense>
      ) : null}
      <div className="library__bar">
        <Suspense fallback={null}>
          <LibraryControls filter={filter} categories={allCategories ?? firstCategories} />
        </Suspense>
        {loggedIn ? (
          <Suspense fallback={null}>
            <ChildSelect choices={children} childId={childId} />
          </Suspense>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <OnThisDevice />
      </Suspense>
      <LoadingOverlay isLoading={loading} label="Loading meditations">
        {firstCategories.length === 0 ? (
          <NoMatches filter={filter} />
        ) : (
          // The rest of the cards are drawn a category at a time once they came (no long task).
          <LibraryShelves
            categories={firstCategories}
            rest={cards.data}
            cardsPath={cardsPath}
            loggedIn={loggedIn}
            showProgress={childId !== null}
            onPlay={play}
          />
        )}
      </LoadingOverlay>
    </>
  );

  return (
    <div className="library">
      <div className="library__intro">
        <h1>Meditations library</h1>
        <p>
          Calm stories, breathing games and sleepy songs with Tate. Free meditations play for everyone; the rest open
          with a membership.
        </p>
        {/*
          Connecting the toy is for a family that has one: a signed-in parent. The button loads after the page's first
          scripts; its place is kept so nothing below moves (CLS).
        */}
        {loggedIn ? (
          <div className="library__toy">
            <Suspense fallback={null}>
              <BluetoothButton />
            </Suspense>
          </div>
        ) : null}
      </div>
      {bedtime && childId ? (
        <Suspense fallback={null}>
          <ChildEvening
            childId={childId}
            childName={children.find((child) => child.id === childId)?.name ?? ''}
            locale={rootData?.settings.locale}
            goodnightClipUrl={rootData?.settings.goodnightClipUrl ?? null}
            bedtime={bedtime}
            serverNow={serverNow}
            gate={gate}
            onPutAway={setPutAway}
          />
        </Suspense>
      ) : null}
      {putAway ? null : dayLibrary}
      {loggedIn && childrenNow?.length === 0 ? (
        <Suspense fallback={null}>
          <ChildCheckModal />
        </Suspense>
      ) : null}
      {player.modal}
    </div>
  );
}
