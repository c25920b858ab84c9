import { useMatches } from '@remix-run/react';

/** What a page's loader returns to describe itself to search engines and link previews instead of the site. */
export type PageDescription = { pageDescription: string | null };

function descriptionOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('pageDescription' in data)) return null;
  return typeof data.pageDescription === 'string' && data.pageDescription.trim() !== '' ? data.pageDescription : null;
}

/** The description the deepest page's loader gives (`pageDescription`), or null where the site's stands. */
export function usePageDescription(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const description = descriptionOf(matches[index]?.data);
    if (description) return description;
  }
  return null;
}
