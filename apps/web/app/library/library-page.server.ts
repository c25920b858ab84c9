import { data } from '@remix-run/node';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { fetchChildPositions, fetchLibraryPage, percentCompleted, type LibraryPage } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import type { LibraryFilter } from './library-filter';

const childIdSchema = z.string().trim().min(1).max(64);

/** The child's progress (`/library/{childId}`): another parent's child is the same 404 as a missing one. */
async function childProgress(request: Request, childIdParam: string) {
  const token = await requireParent(request);
  const childId = childIdSchema.safeParse(childIdParam);
  const positions = childId.success ? await loadFromCms(() => fetchChildPositions(cms(), token, childId.data)) : null;
  if (!positions) throw data({ message: 'This child was not found' }, { status: 404 });
  return positions;
}

/** The library for a filter, every card with the chosen child's percent completed when a child is given. */
export async function loadLibrary(request: Request, filter: LibraryFilter, childId: string | undefined): Promise<LibraryPage> {
  const positions = childId ? await childProgress(request, childId) : null;
  const library = await loadFromCms(() => fetchLibraryPage(cms(), filter));
  if (!positions) return library;
  return {
    ...library,
    categories: library.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({ ...item, percentCompleted: percentCompleted(item, positions.get(item.id)) })),
    })),
  };
}
