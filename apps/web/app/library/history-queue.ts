/**
 * A listening position saved by the player; `clientSavedAt` (ms) lets the CMS keep the newest of two saves;
 * `listenedSeconds` are the seconds listened since the player's previous save (the child's minutes of the day).
 */
export type PositionSave = { mediaId: string; childId: string; currentTime: number; listenedSeconds?: number; clientSavedAt: number };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** What sending one save gave: stored, refused for good (bad input, signed out), or worth retrying later. */
export type SendResult = 'sent' | 'rejected' | 'retry';

const sameKey = (a: PositionSave, b: PositionSave) => a.mediaId === b.mediaId && a.childId === b.childId;

function isPositionSave(value: unknown): value is PositionSave {
  if (typeof value !== 'object' || value === null) return false;
  if (!('mediaId' in value) || !('childId' in value) || !('currentTime' in value) || !('clientSavedAt' in value)) return false;
  return (
    typeof value.mediaId === 'string' &&
    typeof value.childId === 'string' &&
    typeof value.currentTime === 'number' &&
    typeof value.clientSavedAt === 'number'
  );
}

/**
 * Saves the player could not deliver (offline, CMS unreachable), kept in the browser until they can be sent.
 * One entry per child and meditation: a newer save replaces an older one, an older one never replaces a newer.
 */
export function createHistoryQueue(store: KeyValueStore, key = 'tate-history-queue') {
  function read(): PositionSave[] {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPositionSave) : [];
    } catch {
      return [];
    }
  }

  function write(saves: PositionSave[]): void {
    store.setItem(key, JSON.stringify(saves));
  }

  /** Queues a save; a newer one replaces the older for the same child and meditation, and carries its listened seconds. */
  function add(save: PositionSave): void {
    const saves = read();
    const existing = saves.find((queued) => sameKey(queued, save));
    if (existing && existing.clientSavedAt >= save.clientSavedAt) return;
    const listenedSeconds = (existing?.listenedSeconds ?? 0) + (save.listenedSeconds ?? 0);
    write([...saves.filter((queued) => !sameKey(queued, save)), listenedSeconds > 0 ? { ...save, listenedSeconds } : save]);
  }

  /** Sends every queued save in order; those worth retrying stay queued. Returns how many were delivered. */
  async function flush(send: (save: PositionSave) => Promise<SendResult>): Promise<number> {
    let sent = 0;
    for (const save of read()) {
      const result = await send(save).catch((): SendResult => 'retry');
      if (result === 'retry') continue;
      if (result === 'sent') sent += 1;
      // Drop what was handled, re-reading so a save queued meanwhile is kept.
      write(read().filter((queued) => !(sameKey(queued, save) && queued.clientSavedAt === save.clientSavedAt)));
    }
    return sent;
  }

  return { read, add, flush };
}
