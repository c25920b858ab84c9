import type { PersistenceAdapter } from '@tate/player-sdk';
import { historyAnswerSchema } from './player-answers';
import { HISTORY_URL, historyQueue, sendSave } from './history-sync';

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
    const answer = historyAnswerSchema.safeParse(await response.json());
    return answer.success ? answer.data.currentMediaTimestamp : null;
  },
  async save({ mediaId, childId, currentTime, listenedSeconds }) {
    if (!childId) return;
    const save = { mediaId, childId, currentTime, listenedSeconds, clientSavedAt: Date.now() };
    if ((await sendSave(save)) === 'retry') historyQueue().add(save);
  },
  beacon({ mediaId, childId, currentTime, listenedSeconds }) {
    const clientSavedAt = Date.now();
    // Nobody hears the beacon's answer (a CMS that is down answers 503 to a closed tab): the save also waits in the
    // queue and is sent again at the next visit. The CMS keeps the newest save by its time, so a second delivery of
    // the same one changes nothing (its listened seconds are not counted twice).
    if (childId) historyQueue().add({ mediaId, childId, currentTime, listenedSeconds, clientSavedAt });
    return { url: HISTORY_URL, body: JSON.stringify({ mediaId, childId, currentTime, listenedSeconds, clientSavedAt }) };
  },
};
