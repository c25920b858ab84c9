import type { Meditation } from '../cms/meditation';

/** `/library/videodetails/{catid}/{subcatid}`: the page of a sub-category's videos (the spec's Video detail screen). */
export function videoDetailsPath(categoryId: string, subCategoryId: string): string {
  return `/library/videodetails/${encodeURIComponent(categoryId)}/${encodeURIComponent(subCategoryId)}`;
}

/**
 * Where a meditation's card leads: a locked card (paid, nobody signed in) to login, a video with a sub-category to
 * its video page; undefined when the card plays here, in the player modal.
 */
export function cardLink(meditation: Pick<Meditation, 'isPaid' | 'kind' | 'categoryId' | 'subCategoryId'>, loggedIn: boolean): string | undefined {
  if (meditation.isPaid && !loggedIn) return '/login';
  if (meditation.kind === 'video' && meditation.categoryId && meditation.subCategoryId) {
    return videoDetailsPath(meditation.categoryId, meditation.subCategoryId);
  }
  return undefined;
}
