import type { PersistenceAdapter } from '@tate/player-sdk';
import { createHistoryQueue, type PositionSave, type SendResult } from './history-queue';

const HISTORY_URL = '/player/history';
/** How often queued saves are tried again while the page is open (the CMS may come back before the network changes). */
const RETRY_EVERY_MS = 10_000;

const queue = () => createHistoryQueue(window.localStorage);

async function send(save: PositionSave): Promise<SendResult> {
  try {
    const response = await fetch(HISTORY_URL, { method: 'POST', body: JSON.stringify(save) });
    if (response.ok) return 'sent';
    // 408 and 429 ask to come back later; 5xx: the web or the CMS could not store it now; 401: the session ended,
    // so the save waits in this browser for the parent to sign in again.
    const later = response.status >= 500 || response.status === 408 || response.status === 429 || response.status === 401;
    return later ? 'retry' : 'rejected';
  } catch {
    return 'retry';
  }
}

/**
 * Sends the saves made while offline or while the CMS was unreachable: now, whenever the browser is back online,
 * and every few seconds while any wait.
 */
export function startHistorySync(): () => void {
  const flush = () => {
    if (queue().read().length > 0) void queue().flush(send);
  };
  flush();
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, RETRY_EVERY_MS);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}

/**
 * The player's resume/save adapter: the web app's own /player/history route, which calls the CMS child history.
 * A save that cannot be delivered is queued in the browser and sent later with its original time.
 */
export const historyAdapter: PersistenceAdapter = {
  async load({ mediaId, childId }) {
    if (!childId) return null;
    const query = new URLSearchParams({ mediaId, childId });
    const response = await fetch(`${HISTORY_URL}?${query.toString()}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { currentMediaTimestamp?: number | null };
    return body.currentMediaTimestamp ?? null;
  },
  async save({ mediaId, childId, currentTime, listenedSeconds }) {
    if (!childId) return;
    const save = { mediaId, childId, currentTime, listenedSeconds, clientSavedAt: Date.now() };
    if ((await send(save)) === 'retry') queue().add(save);
  },
  beacon({ mediaId, childId, currentTime, listenedSeconds }) {
    const clientSavedAt = Date.now();
    // Nobody hears the beacon's answer (a CMS that is down answers 503 to a closed tab): the save also waits in the
    // queue and is sent again at the next visit. The CMS keeps the newest save by its time, so a second delivery of
    // the same one changes nothing (its listened seconds are not counted twice).
    if (childId) queue().add({ mediaId, childId, currentTime, listenedSeconds, clientSavedAt });
    return { url: HISTORY_URL, body: JSON.stringify({ mediaId, childId, currentTime, listenedSeconds, clientSavedAt }) };
  },
};
