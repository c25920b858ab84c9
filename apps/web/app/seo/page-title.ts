/** The site's name, which ends every page's title. */
const SITE_NAME = 'Tate Web';

/** A page's title: its own name, then the site's (`pageTitle('Favourites')` is "Favourites | Tate Web"). */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}
