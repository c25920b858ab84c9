import { describe, expect, it } from 'vitest';
import { createHistoryQueue, type PositionSave, type SendResult } from './history-queue';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const save = (overrides: Partial<PositionSave> = {}): PositionSave => ({
  mediaId: 'm1',
  childId: 'c1',
  currentTime: 30,
  clientSavedAt: 1000,
  ...overrides,
});

describe('offline history save queue', () => {
  it('keeps one save per child and meditation, the newest client time winning', () => {
    const queue = createHistoryQueue(memoryStore());
    queue.add(save({ currentTime: 30, clientSavedAt: 1000 }));
    queue.add(save({ currentTime: 45, clientSavedAt: 2000 }));
    queue.add(save({ currentTime: 10, clientSavedAt: 1500 }));
    queue.add(save({ childId: 'c2', currentTime: 5 }));
    expect(queue.read()).toEqual([save({ currentTime: 45, clientSavedAt: 2000 }), save({ childId: 'c2', currentTime: 5 })]);
  });

  it('carries the listened seconds of a replaced save into the newer one, so no minute of the day is lost', () => {
    const queue = createHistoryQueue(memoryStore());
    queue.add(save({ currentTime: 30, listenedSeconds: 15, clientSavedAt: 1000 }));
    queue.add(save({ currentTime: 45, listenedSeconds: 15, clientSavedAt: 2000 }));
    queue.add(save({ currentTime: 50, clientSavedAt: 3000 }));
    expect(queue.read()).toEqual([save({ currentTime: 50, listenedSeconds: 30, clientSavedAt: 3000 })]);
  });

  it('sends queued saves when asked and keeps those that must be retried', async () => {
    const queue = createHistoryQueue(memoryStore());
    queue.add(save({ mediaId: 'ok' }));
    queue.add(save({ mediaId: 'offline' }));
    queue.add(save({ mediaId: 'bad' }));
    const answers: Record<string, SendResult> = { ok: 'sent', offline: 'retry', bad: 'rejected' };
    const sent: string[] = [];
    const delivered = await queue.flush(async (item) => {
      sent.push(item.mediaId);
      return answers[item.mediaId] ?? 'retry';
    });
    expect(sent).toEqual(['ok', 'offline', 'bad']);
    expect(delivered).toBe(1);
    expect(queue.read().map((item) => item.mediaId)).toEqual(['offline']);
  });

  it('treats a send that throws as one to retry', async () => {
    const queue = createHistoryQueue(memoryStore());
    queue.add(save());
    await queue.flush(() => Promise.reject(new Error('Failed to fetch')));
    expect(queue.read()).toEqual([save()]);
  });

  it('keeps a newer save queued while an older one was being sent', async () => {
    const queue = createHistoryQueue(memoryStore());
    queue.add(save({ clientSavedAt: 1000 }));
    await queue.flush(async () => {
      queue.add(save({ currentTime: 99, clientSavedAt: 3000 }));
      return 'sent';
    });
    expect(queue.read()).toEqual([save({ currentTime: 99, clientSavedAt: 3000 })]);
  });

  it('survives a corrupted store', () => {
    const store = memoryStore();
    store.setItem('tate-history-queue', '{not json');
    expect(createHistoryQueue(store).read()).toEqual([]);
  });
});
