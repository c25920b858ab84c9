import { redirect } from '@remix-run/node';
import { getChildMode, type ChildMode } from '../session.server';

/** Where the page of child mode lives: the gate a grown-up leaves child mode through. */
export const LEAVE_CHILD_MODE_PATH = '/child-mode/leave';

/** The child's own library: the one page a device in child mode shows. */
export function childLibraryPath(childId: string): string {
  return `/library/${encodeURIComponent(childId)}`;
}

/**
 * What the child's library uses besides itself: the player's data and files (`/player/*`: the meditation, its file,
 * captions, history, favourite, video position), a video's page (its cards lead there; the CMS refuses its play in
 * quiet hours), transcripts, the media service worker and the library's other cards. Each is checked by the CMS for
 * this device's child.
 */
const CHILD_LIBRARY_USES = [/^\/player\//, /^\/library\/videodetails\//, /^\/transcript\//, /^\/tate-media-sw\.js$/, /^\/resources\/library-cards$/];

/** The page a single-fetch data request (`/x.data`, the index as `/_root.data`) loads, or the path itself. */
function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
}

/**
 * Where a request of a device in child mode goes instead (null: it may go on). Only the child's library, what it uses
 * and the grown-ups' gate are open; everything else (the parent library, another child's, the account, the child
 * profiles, the shop, subscription and payment pages, the marketing pages, logging out) leads back to the child's
 * library. A device that is the parent's goes anywhere.
 */
export function childModeRedirectPath(pathname: string, childMode: ChildMode | null): string | null {
  if (!childMode) return null;
  const path = pagePath(pathname);
  const library = childLibraryPath(childMode.childId);
  if (path === library || path === LEAVE_CHILD_MODE_PATH) return null;
  if (CHILD_LIBRARY_USES.some((pattern) => pattern.test(path))) return null;
  return library;
}

/**
 * The child-mode guard every page and data request passes through (the root loader, and `handleDataRequest` in
 * entry.server.tsx for the client's navigations that skip the root): a redirect to the child's library, or null.
 */
export async function childModeGuard(request: Request): Promise<Response | null> {
  const to = childModeRedirectPath(new URL(request.url).pathname, await getChildMode(request));
  return to ? redirect(to) : null;
}
