import { CHILD } from '../../../family/data/child';
import { MEDITATION } from '../../../media/data/meditation';
import { keptRows, type KeptRows } from '../../../database/kept-rows';

/**
 * What a history save checks before it writes, kept for a short while (docs/decisions/2026-11-29-history-save-cache.md,
 * on the process's kept rows, src/database/kept-rows.ts): which parent a child belongs to, and which meditations are
 * published. Only what the database said yes to is kept (a refusal is read again), and every write to a child or a
 * meditation drops what it may change, here and, through Redis, in every other instance.
 */
export type SaveCache = {
  /** Whether the child (its document id) is the parent's: kept, or `check`ed (it throws when not) and kept. */
  confirmOwner(childId: string, parentId: number, check: () => Promise<void>): Promise<void>;
  /** Whether the meditation is published: kept, or `check`ed (it throws when not) and kept. */
  confirmPublished(mediaId: string, check: () => Promise<void>): Promise<void>;
};

/** The save cache on these kept rows (each instance's own: `keptRows`). */
export function saveCacheOn(rows: KeptRows): SaveCache {
  const owners = rows.shelf<{ parentId: number }>('child-owner', CHILD, 'documentId');
  const published = rows.shelf<{ published: true }>('published-meditation', MEDITATION, 'documentId');
  return {
    async confirmOwner(childId, parentId, check) {
      const confirm = async () => {
        await check();
        return { parentId };
      };
      await owners.read(childId, confirm, (kept) => kept.parentId === parentId);
    },
    async confirmPublished(mediaId, check) {
      const confirm = async () => {
        await check();
        return { published: true as const };
      };
      await published.read(mediaId, confirm);
    },
  };
}

/** The cache of this process's saves. */
export const saveCache = saveCacheOn(keptRows);
