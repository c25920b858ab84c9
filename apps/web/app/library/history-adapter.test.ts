import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyAdapter } from './history-adapter';

/** The browser's localStorage, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const queued = () => JSON.parse(window.localStorage.getItem('tate-history-queue') ?? '[]') as { currentTime: number }[];
const position = { mediaId: 'm1', childId: 'c1', currentTime: 42 };

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the web player history adapter', () => {
  it('keeps a save whose session ended, to send when the parent is signed in again', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ saved: false }, { status: 401 }));
    await historyAdapter.save(position);
    expect(queued()).toMatchObject([{ currentTime: 42 }]);
  });

  it('drops a save the site refuses for good', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ saved: false }, { status: 400 }));
    await historyAdapter.save(position);
    expect(queued()).toEqual([]);
  });

  it('gives up on a save the site does not answer within 15 s and keeps it for later', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    });
    const saved = historyAdapter.save(position);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(queued()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await saved;
    expect(queued()).toMatchObject([{ currentTime: 42 }]);
    vi.useRealTimers();
  });

  it("also queues the page-hide beacon's save, since nobody hears the beacon's answer", () => {
    const body = historyAdapter.beacon?.(position).body;
    expect(typeof body === 'string' ? JSON.parse(body) : null).toMatchObject(position);
    expect(queued()).toMatchObject([{ currentTime: 42 }]);
  });
});
