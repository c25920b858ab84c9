import { data } from '@remix-run/node';
import { z } from 'zod';
import type { HeaderChild } from '../account/children-cookie.server';
import { requireParent } from '../account/guard.server';
import type { CmsClient } from '../cms/client.server';
import { cms } from '../cms/cms.server';
import { getBedtime, type Bedtime } from '../cms/bedtime.server';
import { listChildren, listFavourites } from '../cms/family.server';
import { fetchChildPositions, fetchLibraryPage, listSuggestions, percentCompleted, type LibraryPage } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import type { Meditation } from '../cms/meditation';
import { continueRow, type ChildShelves } from './child-shelves';
import { isFilterEmpty, type LibraryFilter } from '../cms/library-filter';
import { requireCmsToken } from '../session.server';

const childIdSchema = z.string().trim().min(1).max(64);

function childNotFound(): never {
  throw data({ message: 'This child was not found' }, { status: 404 });
}

/**
 * A CMS read started now and awaited later, or never: when a check awaited before it refuses the page, its own failure
 * is dropped instead of left unhandled.
 */
function startRead<T>(read: () => Promise<T>): Promise<T> {
  const answer = loadFromCms(read);
  answer.catch(() => undefined);
  return answer;
}

/**
 * The family's reads for a child's page, all started at once with the parent's token. The guard (`requireParent`: the
 * plan check and the privacy notice) is awaited first and decides as before, so nothing read here reaches a parent it
 * refuses; then a child that is not theirs (or missing, or a malformed id) is the same 404, before any other answer is
 * used.
 */
async function childReads<T>(
  request: Request,
  childIdParam: string,
  reads: (client: CmsClient, token: string, childId: string) => T,
): Promise<{ childId: string; positions: Map<string, number>; reads: T }> {
  const token = await requireCmsToken(request);
  const client = cms();
  const guard = requireParent(request, client);
  guard.catch(() => undefined);
  const childId = childIdSchema.safeParse(childIdParam);
  if (!childId.success) {
    await guard;
    childNotFound();
  }
  const history = startRead(() => fetchChildPositions(client, token, childId.data));
  const started = reads(client, token, childId.data);
  await guard;
  const positions = await history;
  if (!positions) childNotFound();
  return { childId: childId.data, positions, reads: started };
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
  if (!childId) return loadFromCms(() => fetchLibraryPage(cms(), filter));
  const { positions, reads } = await childReads(request, childId, (client) => startRead(() => fetchLibraryPage(client, filter)));
  return libraryWithProgress(await reads, positions);
}

export type ChildLibrary = {
  library: LibraryPage;
  shelves: ChildShelves;
  bedtime: Bedtime | null;
  /** The parent's children as the CMS has them now (the child select and the evening's name). */
  children: HeaderChild[];
};

/**
 * `/library/{childId}`: the library with the child's progress, the child's greeting (`shelves`), and, while nothing is
 * searched or filtered, the child's own row: what they started, their favourites and the CMS's suggestions. One round of
 * CMS calls: the guard, the history, the children (the child select's list, and the greeting's child found in it, so
 * the child is not read a second time), bedtime and, on the home view, favourites and suggestions, all at once; the
 * catalogue from the public cache.
 */
export async function loadChildLibrary(request: Request, filter: LibraryFilter, childIdParam: string): Promise<ChildLibrary> {
  const home = isFilterEmpty(filter);
  const { childId, positions, reads } = await childReads(request, childIdParam, (client, token, id) => ({
    children: startRead(() => listChildren(client, token)),
    library: startRead(() => fetchLibraryPage(client, filter)),
    favourites: home ? startRead(() => listFavourites(client, token, id)) : Promise.resolve(null),
    suggestions: home ? startRead(() => listSuggestions(client, token, id)) : Promise.resolve(null),
    bedtime: startRead(() => getBedtime(client, token, id)),
  }));
  const children = await reads.children;
  const child = children.find((candidate) => candidate.id === childId);
  if (!child) childNotFound();
  const [library, favourites, suggestions, bedtime] = await Promise.all([reads.library, reads.favourites, reads.suggestions, reads.bedtime]);
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
    children: children.map(({ id, name }) => ({ id, name })),
  };
}
