/** The site's name: the title of a page that names none, and the end of every other page's title. */
export const SITE_NAME = 'Tate Web';

/** A page's title: its own name, then the site's (`pageTitle('Favourites')` is "Favourites | Tate Web"). */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}
