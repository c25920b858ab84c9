import { safeRedirect } from './safe-redirect';

/** The spec's words for a visitor on a member page (section "Route guard"), kept under the note's title. */
export const SIGN_IN_MESSAGE = 'You need to sign in to access this section';

/** Member pages named as the header and the page headings name them; a path not listed gets the plain note. */
const PAGE_NAMES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['/payment', 'Payment'],
  ['/favourites', 'Favourites'],
  ['/change-password', 'Change password'],
  ['/account', 'My account'],
];

/** The login page's address that brings the visitor back to the page of `request` once signed in. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  // A client-side navigation's data request names the loaders it wants (`_routes`): not part of the page's address.
  url.searchParams.delete('_routes');
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/**
 * The calm note above the login form when the visitor was sent there from a member page (`redirectTo`), or null:
 * "Log in to continue to Payment", or "Log in to continue" for a page not named here.
 */
export function loginNoteFor(redirectTo: string | null): { title: string; message: string } | null {
  if (redirectTo === null) return null;
  const path = new URL(safeRedirect(redirectTo, '/'), 'http://tate.invalid').pathname;
  if (path === '/') return null;
  const name = PAGE_NAMES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  return { title: name ? `Log in to continue to ${name}` : 'Log in to continue', message: `${SIGN_IN_MESSAGE}.` };
}
