import type { PersistenceAdapter } from '@tate/player-sdk';
import { showToast } from '../toast/toasts';

const POSITION_URL = '/player/video-position';
const SAVED_MESSAGE = 'Video status updated';

/**
 * The video page's resume/save adapter: the player's media id is the sub-category (one position per child and video
 * sub-category, as the CMS keeps them). Each save shows the CMS's answer as a toast.
 */
export function videoPositionAdapter(categoryId: string): PersistenceAdapter {
  return {
    async load({ mediaId, childId }) {
      if (!childId) return null;
      const query = new URLSearchParams({ childId, subCategoryId: mediaId });
      const response = await fetch(`${POSITION_URL}?${query.toString()}`, { headers: { accept: 'application/json' } });
      if (!response.ok) return null;
      return ((await response.json()) as { duration: number }).duration;
    },
    async save({ mediaId, childId, currentTime }) {
      if (!childId) return;
      const body = { childId, subCategoryId: mediaId, categoryId, duration: currentTime, clientSavedAt: Date.now() };
      const response = await fetch(POSITION_URL, { method: 'POST', body: JSON.stringify(body) });
      const { message } = (await response.json()) as { message: string };
      showToast({ tone: response.ok && message === SAVED_MESSAGE ? 'success' : 'error', message });
    },
  };
}
