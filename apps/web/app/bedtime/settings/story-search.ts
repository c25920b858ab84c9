/** The stories whose title holds the search, whatever its case and accents; all of them for a blank search. */
export function storiesMatching<T extends { title: string }>(stories: readonly T[], query: string): T[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(query.trim());
  return stories.filter((story) => fold(story.title).includes(wanted));
}
