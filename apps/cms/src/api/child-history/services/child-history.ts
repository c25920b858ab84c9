import { factories } from '@strapi/strapi';
import { findOwnedChild } from '../../../family/ownership';
import { ApiError, notFound, refusalOf, type Refusal } from '../../../http/errors';
import { dayIn, saveOrderTime, withClientHints, type ClientHints } from '../../../family/client-context';
import { isTimeZone } from '@tate/contracts';
import { familyTimeZoneOf, type FamilyOf } from '../../../family/time-zone';
import { addListeningSeconds } from '../../../family/data/listening-day';
import { saveCache } from '../lib/save-cache';
import { historyBatchSave, MAX_BATCH_SAVES, type HistorySaveInput } from '../lib/history-input';
import { toHistoryView, type HistoryView } from '../../../family/history-view';
import {
  CHILD_HISTORY,
  createHistoryEntry,
  deleteHistoryEntry,
  findHistoryEntry,
  findHistoryEntryByDocumentId,
  historyOf,
  updateHistoryEntryAndDayIfOlder,
  updateHistoryEntryIfOlder,
  type HistoryEntry,
  type HistoryEntryShown,
} from '../../../family/data/child-history';
import { MEDITATION } from '../../../media/data/meditation';
import { writesInOneStatement } from '../../../database/dialect';

export type SaveResult = { entry: HistoryView; applied: boolean };

/**
 * The parent's child with this document id (its document id), from the save cache when a save found it the parent's
 * a short while ago (lib/save-cache.ts); a foreign or missing child is read again and refused each time.
 */
async function ownedChildId(parentId: number, childId: string): Promise<string> {
  await saveCache.confirmOwner(childId, parentId, async () => {
    await findOwnedChild(parentId, childId);
  });
  return childId;
}

/** Refuses a meditation that is not published, from the save cache when it was published a short while ago. */
async function assertPublishedMedia(mediaId: string): Promise<void> {
  await saveCache.confirmPublished(mediaId, async () => {
    const media = await strapi.db.query(MEDITATION).findOne({
      where: { documentId: mediaId, publishedAt: { $notNull: true } },
      select: ['id'],
    });
    if (!media) throw notFound('Media');
  });
}

/**
 * The write of a save: the entry (one conditional update that answers its row when the pair has one, the usual case)
 * and, when it applied, the listened seconds on the child's day today, by the server's clock in the family's time zone
 * (a client's clock never chooses the day). A pair's first save creates its entry. On PostgreSQL a steady save is one
 * statement writing both (updateHistoryEntryAndDayIfOlder; the day's first save then makes its row after it); on
 * SQLite, and for a pair's first save, one transaction.
 */
async function write(childId: string, input: HistorySaveInput, clientSavedAt: number, familyZone: string): Promise<SaveResult> {
  const position = { currentMediaTimestamp: input.currentMediaTimestamp, location: input.location ?? null, timeZone: input.timeZone ?? null, clientSavedAt };
  const day = dayIn(familyZone, new Date());
  if (writesInOneStatement()) {
    const written = await updateHistoryEntryAndDayIfOlder(childId, input.mediaId, { ...position, watchingTime: input.watchingTime }, day);
    if (written) {
      // The child's first save of the day: its row is made now, as the transaction below would have made it.
      if (!written.dayCounted && input.watchingTime > 0) await addListeningSeconds(childId, day, input.watchingTime);
      return { entry: toHistoryView(written.entry), applied: true };
    }
  }
  return await strapi.db.transaction(async ({ trx }) => {
    let entry: HistoryEntryShown | null = await updateHistoryEntryIfOlder(trx, childId, input.mediaId, { ...position, watchingTime: input.watchingTime });
    let applied = entry !== null;
    if (!entry) {
      const stored = await findHistoryEntry(childId, input.mediaId);
      if (!stored) await createHistoryEntry(childId, input.mediaId, { ...position, watchingTime: input.watchingTime });
      applied = !stored;
      entry = stored ?? (await findHistoryEntry(childId, input.mediaId));
      if (!entry) throw new ApiError(500, 'History entry was not saved');
    }
    if (applied && input.watchingTime > 0) await addListeningSeconds(childId, day, input.watchingTime, trx);
    return { entry: toHistoryView(entry), applied };
  });
}

/**
 * Saves the position of a child in a media: one row per pair (unique index), and the newest save by client time
 * wins, so a late, older request never moves the position back. The listened seconds go to the family's day
 * (`familyZone`), the day the daily limit and the week's chart read. Two first saves of a pair at once: the one that
 * loses the race to the unique index (its transaction rolled back whole) is written again, as an update.
 */
async function save(childId: string, input: HistorySaveInput, clientSavedAt: number, familyZone: string): Promise<SaveResult> {
  try {
    return await write(childId, input, clientSavedAt, familyZone);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return write(childId, input, clientSavedAt, familyZone);
  }
}

/** A history entry of one of the parent's children; a foreign entry is "not found" like a missing one. */
async function findOwnedEntry(parentId: number, documentId: string): Promise<HistoryEntry> {
  const row = await findHistoryEntryByDocumentId(documentId);
  if (!row) throw notFound('History entry');
  try {
    await findOwnedChild(parentId, row.childId);
  } catch {
    throw notFound('History entry');
  }
  return row;
}

/**
 * A save of the parent's child (its document id, checked): where the body does not say, the location and time zone
 * are the client's. Answers the family as it is after the save: its time zone set from this save's when it had none
 * (so a batch sets it once).
 */
async function saveOwned(family: FamilyOf, childId: string, body: HistorySaveInput, client: ClientHints): Promise<{ saved: SaveResult; family: FamilyOf }> {
  const input = withClientHints(body, client);
  await assertPublishedMedia(input.mediaId);
  const zone = await familyTimeZoneOf(family, input.timeZone);
  const saved = await save(childId, input, saveOrderTime(input.clientSavedAt), zone);
  const zoneSet = !family.timeZone && input.timeZone !== undefined && isTimeZone(input.timeZone);
  return { saved, family: zoneSet ? { ...family, timeZone: zone } : family };
}

/** One save of a batch: saved, or refused alone (a bad field, a meditation not published) as the envelope would. */
export type BatchOutcome = { saved: SaveResult } | { refused: Refusal };

const historyService = {
  /** Where the body does not say, the location and time zone are the client's (its request headers). */
  async saveForParent(parent: FamilyOf, body: HistorySaveInput, client: ClientHints = {}): Promise<SaveResult> {
    return (await saveOwned(parent, await ownedChildId(parent.id, body.childId), body, client)).saved;
  },

  /**
   * A child's queued saves, in their order: the child is the parent's or the whole batch is refused (404), more than
   * MAX_BATCH_SAVES are refused whole (400, code too-many-saves); then each save is read and saved on its own, a bad
   * one refused alone while the others are saved.
   */
  async saveBatchForParent(parent: FamilyOf, childId: string, saves: unknown[], client: ClientHints = {}): Promise<BatchOutcome[]> {
    if (saves.length > MAX_BATCH_SAVES) {
      throw new ApiError(400, `A batch holds at most ${MAX_BATCH_SAVES} saves; this one holds ${saves.length}`, 'saves', 'too-many-saves');
    }
    const owned = await ownedChildId(parent.id, childId);
    const outcomes: BatchOutcome[] = [];
    let family = parent;
    for (const item of saves) {
      try {
        const done = await saveOwned(family, owned, { ...historyBatchSave.parse(item), childId: owned }, client);
        family = done.family;
        outcomes.push({ saved: done.saved });
      } catch (error) {
        const refused = refusalOf(error);
        if (!refused) throw error;
        outcomes.push({ refused });
      }
    }
    return outcomes;
  },

  async updateForParent(
    parent: FamilyOf,
    documentId: string,
    body: Omit<HistorySaveInput, 'childId' | 'mediaId'> & { mediaId?: string },
    client: ClientHints,
  ): Promise<SaveResult> {
    const input = withClientHints(body, client);
    const row = await findOwnedEntry(parent.id, documentId);
    if (input.mediaId !== undefined && input.mediaId !== row.mediaId) {
      throw new ApiError(400, 'mediaId does not match this history entry', 'mediaId');
    }
    const familyZone = await familyTimeZoneOf(parent, input.timeZone);
    return save(row.childId, { ...input, childId: row.childId, mediaId: row.mediaId }, saveOrderTime(input.clientSavedAt), familyZone);
  },

  /**
   * The child's history, newest first; with a mediaId, the resume position of a play about to start (its route's
   * api::bedtime.child-may-play decided first).
   */
  async listForParent(parentId: number, childId: string, mediaId?: string): Promise<HistoryView[]> {
    const child = await findOwnedChild(parentId, childId);
    return (await historyOf(child.documentId, mediaId)).map(toHistoryView);
  },

  async getForParent(parentId: number, documentId: string): Promise<HistoryView> {
    return toHistoryView(await findOwnedEntry(parentId, documentId));
  },

  async deleteForParent(parentId: number, documentId: string): Promise<void> {
    const row = await findOwnedEntry(parentId, documentId);
    await deleteHistoryEntry(row);
  },
};

declare module '../../../utils/services' {
  interface Services {
    [CHILD_HISTORY]: typeof historyService;
  }
}

export default factories.createCoreService(CHILD_HISTORY, () => historyService);
