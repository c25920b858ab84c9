import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorageAdapter } from './local-storage-adapter';

describe('createLocalStorageAdapter', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a position per media item and child', async () => {
    const adapter = createLocalStorageAdapter();
    await adapter.save({ mediaId: 'm1', childId: 'c1', currentTime: 64 });

    await expect(adapter.load({ mediaId: 'm1', childId: 'c1' })).resolves.toBe(64);
    await expect(adapter.load({ mediaId: 'm1', childId: 'c2' })).resolves.toBeNull();
    await expect(adapter.load({ mediaId: 'm1' })).resolves.toBeNull();
  });
});
