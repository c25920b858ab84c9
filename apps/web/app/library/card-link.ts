import type { Meditation } from '../cms/meditation';

/** `/library/videodetails/{catid}/{subcatid}`: the page of a sub-category's videos (the spec's Video detail screen). */
export function videoDetailsPath(categoryId: string, subCategoryId: string): string {
  return `/library/videodetails/${encodeURIComponent(categoryId)}/${encodeURIComponent(subCategoryId)}`;
}

/**
 * Where a meditation's card leads: a locked card (paid, nobody signed in) to login; for a signed-in parent, a video
 * with a sub-category to its video page (it asks who is watching and resumes their place; the page needs a login).
 * Undefined when the card plays here, in the player modal: audio, and a free video for a visitor, who watches it
 * from the start like any free meditation ("Free meditations play for everyone").
 */
export function cardLink(meditation: Pick<Meditation, 'isPaid' | 'kind' | 'categoryId' | 'subCategoryId'>, loggedIn: boolean): string | undefined {
  if (!loggedIn) return meditation.isPaid ? '/login' : undefined;
  if (meditation.kind === 'video' && meditation.categoryId && meditation.subCategoryId) {
    return videoDetailsPath(meditation.categoryId, meditation.subCategoryId);
  }
  return undefined;
}
