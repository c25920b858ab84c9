/** The canonical address of a page: `/` and `/home` show the same page, `/home` is the one to index. */
export function canonicalUrl(origin: string, pathname: string): string {
  return new URL(pathname === '/' ? '/home' : pathname, origin).toString();
}
