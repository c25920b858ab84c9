import { createHistoryQueue, type PositionSave, type SendResult } from './history-queue';

/** The web's route for a child's listening positions (routes/player-history.tsx). */
export const HISTORY_URL = '/player/history';
/** How often queued saves are tried again while the page is open (the CMS may come back before the network changes). */
const RETRY_EVERY_MS = 10_000;

/** The saves waiting in this browser. */
export const historyQueue = () => createHistoryQueue(window.localStorage);

/**
 * A save not answered by then is given up and kept for later: the player sends its saves one at a time, so a request
 * stuck on a bad connection would hold back every save after it.
 */
const ANSWER_WITHIN_MS = 15_000;

/** Posts one save to the web's route; a refusal for good is `rejected`, one worth trying later `retry`. */
export async function sendSave(save: PositionSave): Promise<SendResult> {
  const abandon = new AbortController();
  const timer = setTimeout(() => abandon.abort(), ANSWER_WITHIN_MS);
  try {
    const response = await fetch(HISTORY_URL, { method: 'POST', body: JSON.stringify(save), signal: abandon.signal });
    if (response.ok) return 'sent';
    // 408 and 429 ask to come back later; 5xx: the web or the CMS could not store it now; 401: the session ended,
    // so the save waits in this browser for the parent to sign in again.
    const later = response.status >= 500 || response.status === 408 || response.status === 429 || response.status === 401;
    return later ? 'retry' : 'rejected';
  } catch {
    return 'retry';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the saves made while offline or while the CMS was unreachable: now, whenever the browser is back online,
 * and every few seconds while any wait. Apart from the player's adapter (history-adapter.ts), which parses the
 * route's answers: the pages that start this load no parser before their player opens.
 */
export function startHistorySync(): () => void {
  const flush = () => {
    if (historyQueue().read().length > 0) void historyQueue().flush(sendSave);
  };
  flush();
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, RETRY_EVERY_MS);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
