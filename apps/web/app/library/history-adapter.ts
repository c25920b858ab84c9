import type { PersistenceAdapter } from '@tate/player-sdk';

const HISTORY_URL = '/player/history';

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
  async save({ mediaId, childId, currentTime }) {
    if (!childId) return;
    await fetch(HISTORY_URL, { method: 'POST', body: JSON.stringify({ mediaId, childId, currentTime }) });
  },
  beacon: ({ mediaId, childId, currentTime }) => ({
    url: HISTORY_URL,
    body: JSON.stringify({ mediaId, childId, currentTime }),
  }),
};
