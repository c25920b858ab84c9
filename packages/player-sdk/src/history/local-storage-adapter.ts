import type { PersistenceAdapter, PositionKey } from './persistence';

/** Keeps positions in the browser's local storage under `prefix` + media id (+ child id). */
export function createLocalStorageAdapter(
  storage: Storage = window.localStorage,
  prefix = 'tate-player:',
): PersistenceAdapter {
  const keyOf = ({ mediaId, childId }: PositionKey) => `${prefix}${mediaId}${childId ? `:${childId}` : ''}`;
  return {
    async load(key) {
      const stored = Number(storage.getItem(keyOf(key)));
      return Number.isFinite(stored) && stored > 0 ? stored : null;
    },
    async save(position) {
      storage.setItem(keyOf(position), String(position.currentTime));
    },
  };
}
