import { data } from '@remix-run/node';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { getBedtime, type Bedtime } from '../cms/bedtime.server';
import { getChild, listFavourites } from '../cms/family.server';
import { fetchChildPositions, fetchLibraryPage, listSuggestions, percentCompleted, type LibraryPage } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import type { Meditation } from '../cms/meditation';
import { continueRow, type ChildShelves } from './child-shelves';
import { isFilterEmpty, type LibraryFilter } from '../cms/library-filter';

const childIdSchema = z.string().trim().min(1).max(64);

type ChildProgress = { token: string; childId: string; positions: Map<string, number> };

function childNotFound(): never {
  throw data({ message: 'This child was not found' }, { status: 404 });
}

/** The child's saved places (`/library/{childId}`): another parent's child is the same 404 as a missing one. */
async function childProgress(request: Request, childIdParam: string): Promise<ChildProgress> {
  const token = await requireParent(request);
  const childId = childIdSchema.safeParse(childIdParam);
  if (!childId.success) childNotFound();
  const positions = await loadFromCms(() => fetchChildPositions(cms(), token, childId.data));
  if (!positions) childNotFound();
  return { token, childId: childId.data, positions };
}

function withProgress(items: Meditation[], positions: Map<string, number>): Meditation[] {
  return items.map((item) => ({ ...item, percentCompleted: percentCompleted(item, positions.get(item.id)) }));
}

function libraryWithProgress(library: LibraryPage, positions: Map<string, number>): LibraryPage {
  return {
    ...library,
    categories: library.categories.map((category) => ({ ...category, items: withProgress(category.items, positions) })),
  };
}

/** The library for a filter, every card with the chosen child's percent completed when a child is given. */
export async function loadLibrary(request: Request, filter: LibraryFilter, childId: string | undefined): Promise<LibraryPage> {
  const progress = childId ? await childProgress(request, childId) : null;
  const library = await loadFromCms(() => fetchLibraryPage(cms(), filter));
  return progress ? libraryWithProgress(library, progress.positions) : library;
}

/**
 * `/library/{childId}`: the library with the child's progress, the child's greeting (`shelves`), and, while nothing is
 * searched or filtered, the child's own row: what they started, their favourites and the CMS's suggestions.
 */
export async function loadChildLibrary(
  request: Request,
  filter: LibraryFilter,
  childIdParam: string,
): Promise<{ library: LibraryPage; shelves: ChildShelves; bedtime: Bedtime | null }> {
  const { token, childId, positions } = await childProgress(request, childIdParam);
  const home = isFilterEmpty(filter);
  const [library, child, favourites, suggestions, bedtime] = await Promise.all([
    loadFromCms(() => fetchLibraryPage(cms(), filter)),
    loadFromCms(() => getChild(cms(), token, childId)),
    home ? loadFromCms(() => listFavourites(cms(), token, childId)) : null,
    home ? loadFromCms(() => listSuggestions(cms(), token, childId)) : null,
    loadFromCms(() => getBedtime(cms(), token, childId)),
  ]);
  if (!child) childNotFound();
  const withChild = libraryWithProgress(library, positions);
  return {
    library: withChild,
    shelves: {
      child: { id: child.id, name: child.name, imageUrl: child.imageUrl },
      continueItems: home ? continueRow(withChild.categories.flatMap((category) => category.items), positions) : [],
      favourites: withProgress(favourites ?? [], positions),
      suggestions: withProgress(suggestions ?? [], positions),
      showsRow: home,
    },
    bedtime,
  };
}
