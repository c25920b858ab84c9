import { factories } from '@strapi/strapi';
import { findOwnedChild } from '../../../family/ownership';
import { ApiError, notFound } from '../../../http/errors';
import { dayIn, saveOrderTime, withClientHints, type ClientHints } from '../../../family/client-context';
import { familyTimeZoneOf, type FamilyOf } from '../../../family/time-zone';
import { addListeningSeconds } from '../../../family/data/listening-day';
import type { HistorySaveInput } from '../lib/history-input';
import { toHistoryView, type HistoryView } from '../../../family/history-view';
import {
  CHILD_HISTORY,
  createHistoryEntry,
  deleteHistoryEntry,
  findHistoryEntry,
  findHistoryEntryByDocumentId,
  historyOf,
  updateHistoryEntryIfOlder,
  type HistoryEntry,
} from '../../../family/data/child-history';
import { MEDITATION } from '../../../media/data/meditation';

export type SaveResult = { entry: HistoryView; applied: boolean };

async function assertPublishedMedia(mediaId: string): Promise<void> {
  const media = await strapi.db.query(MEDITATION).findOne({
    where: { documentId: mediaId, publishedAt: { $notNull: true } },
    select: ['id'],
  });
  if (!media) throw notFound('Media');
}

/**
 * Adds listened seconds to the child's day today, by the server's clock in the family's time zone (one row per child
 * and day): a client's clock never chooses the day, so a save dated in the past or the future still counts today.
 */
async function addListening(childId: string, timeZone: string, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await addListeningSeconds(childId, dayIn(timeZone, new Date()), seconds);
}

/**
 * Saves the position of a child in a media: one row per pair (unique index + insert-or-update), and
 * the newest save by client time wins, so a late, older request never moves the position back. The listened
 * seconds go to the family's day (`familyZone`), the day the daily limit and the week's chart read.
 */
async function save(childId: string, input: HistorySaveInput, clientSavedAt: number, familyZone: string): Promise<SaveResult> {
  const data = {
    currentMediaTimestamp: input.currentMediaTimestamp,
    location: input.location ?? null,
    timeZone: input.timeZone ?? null,
    clientSavedAt,
  };
  /** Writes over the stored entry when this save is newer by client time (the read entry's columns fill what it leaves out). */
  const updateIfNewer = (current: HistoryEntry): Promise<boolean> =>
    updateHistoryEntryIfOlder(current, {
      ...data,
      location: data.location ?? current.location ?? null,
      timeZone: data.timeZone ?? current.timeZone ?? null,
      watchingTime: Number(current.watchingTime) + input.watchingTime,
    });

  let applied: boolean;
  const stored = await findHistoryEntry(childId, input.mediaId);
  if (stored) {
    applied = await updateIfNewer(stored);
  } else {
    try {
      await createHistoryEntry(childId, input.mediaId, { ...data, watchingTime: input.watchingTime });
      applied = true;
    } catch (error) {
      // Another save of the pair created the entry first (the unique index): this one updates it instead.
      const created = await findHistoryEntry(childId, input.mediaId);
      if (!created) throw error;
      applied = await updateIfNewer(created);
    }
  }
  const row = await findHistoryEntry(childId, input.mediaId);
  if (!row) throw new ApiError(500, 'History entry was not saved');
  if (applied) {
    await addListening(childId, familyZone, input.watchingTime);
  }
  return { entry: toHistoryView(row), applied };
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

const historyService = {
  /** Where the body does not say, the location and time zone are the client's (its request headers). */
  async saveForParent(parent: FamilyOf, body: HistorySaveInput, client: ClientHints = {}): Promise<SaveResult> {
    const input = withClientHints(body, client);
    const child = await findOwnedChild(parent.id, input.childId);
    await assertPublishedMedia(input.mediaId);
    return save(child.documentId, input, saveOrderTime(input.clientSavedAt), await familyTimeZoneOf(parent, input.timeZone));
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

export type HistoryService = typeof historyService;

declare module '../../../utils/services' {
  interface Services {
    [CHILD_HISTORY]: HistoryService;
  }
}

export default factories.createCoreService(CHILD_HISTORY, () => historyService);
