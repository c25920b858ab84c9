import type { PersistenceAdapter } from '@tate/player-sdk';
import { showToast } from '../toast/toasts';
import { videoPositionAnswerSchema, videoStatusAnswerSchema } from './player-answers';

const POSITION_URL = '/player/video-position';
const SAVED_MESSAGE = 'Video status updated';
/** Said when the answer to a save could not be read (the web server's own error page, a proxy's). */
const UNREAD_MESSAGE = 'The video position could not be saved';

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
      const answer = videoPositionAnswerSchema.safeParse(await response.json());
      return answer.success ? answer.data.duration : null;
    },
    async save({ mediaId, childId, currentTime }) {
      if (!childId) return;
      const body = { childId, subCategoryId: mediaId, categoryId, duration: currentTime, clientSavedAt: Date.now() };
      const response = await fetch(POSITION_URL, { method: 'POST', body: JSON.stringify(body) });
      const answer = videoStatusAnswerSchema.safeParse(await response.json().catch(() => null));
      const message = answer.success ? answer.data.message : UNREAD_MESSAGE;
      showToast({ tone: response.ok && message === SAVED_MESSAGE ? 'success' : 'error', message });
    },
  };
}
