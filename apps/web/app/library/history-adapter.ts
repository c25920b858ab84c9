import type { PersistenceAdapter, SavedPosition } from '@tate/player-sdk';
import { createPositionQueue, type SendOutcome } from './position-queue';

const HISTORY_URL = '/player/history';

/** 408 and 429 ask to come back later, 5xx means the web or the content service could not store it now. */
function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'saved';
  return status === 408 || status === 429 || status >= 500 ? 'failed' : 'refused';
}

const positions = createPositionQueue<SavedPosition>({
  keyOf: ({ childId, mediaId }) => `${childId ?? ''}/${mediaId}`,
  async send({ mediaId, childId, currentTime }) {
    try {
      const response = await fetch(HISTORY_URL, { method: 'POST', body: JSON.stringify({ mediaId, childId, currentTime }) });
      return outcomeOf(response.status);
    } catch {
      return 'failed';
    }
  },
});

/** The player's resume/save adapter: the web app's own /player/history route, which calls the CMS child history. */
export const historyAdapter: PersistenceAdapter = {
  async load({ mediaId, childId }) {
    if (!childId) return null;
    const query = new URLSearchParams({ mediaId, childId });
    const response = await fetch(`${HISTORY_URL}?${query.toString()}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { currentMediaTimestamp?: number | null };
    return body.currentMediaTimestamp ?? null;
  },
  async save(position) {
    if (!position.childId) return;
    await positions.save(position);
  },
  beacon: ({ mediaId, childId, currentTime }) => ({
    url: HISTORY_URL,
    body: JSON.stringify({ mediaId, childId, currentTime }),
  }),
};
