/** What became of one attempt to send a position. */
export type SendOutcome = 'saved' | 'refused' | 'failed';

export type PositionQueueOptions<T> = {
  /** Sends one position: `saved`, `refused` (the server will never take it, e.g. signed out) or `failed` (try again). */
  send: (item: T) => Promise<SendOutcome>;
  /** Positions with the same key (a child in a meditation) replace each other: only the newest is worth sending. */
  keyOf: (item: T) => string;
  /** Waits between attempts after a failure; when they run out, the position is given up. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000];

/**
 * Sends positions one at a time per key and retries failed sends with growing pauses, so a position saved while
 * the content service restarts reaches it once it is back. A newer position replaces one still waiting, so a
 * late retry never moves a child back. `save` settles when the key's newest position is stored, or rejects when
 * it was refused or given up.
 */
export function createPositionQueue<T>({
  send,
  keyOf,
  retryDelaysMs = RETRY_DELAYS_MS,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: PositionQueueOptions<T>) {
  const newest = new Map<string, T>();
  const running = new Map<string, Promise<void>>();

  async function drain(key: string): Promise<void> {
    let failures = 0;
    for (let item = newest.get(key); item !== undefined; item = newest.get(key)) {
      const outcome = await send(item);
      if (outcome === 'failed' && failures < retryDelaysMs.length) {
        await sleep(retryDelaysMs[failures] ?? 0);
        failures += 1;
        continue;
      }
      failures = 0;
      if (newest.get(key) !== item) continue;
      newest.delete(key);
      if (outcome !== 'saved') throw new Error(outcome === 'refused' ? 'The position was refused.' : 'The position could not be sent.');
    }
  }

  return {
    save(item: T): Promise<void> {
      const key = keyOf(item);
      newest.set(key, item);
      let run = running.get(key);
      if (!run) {
        run = drain(key).finally(() => running.delete(key));
        running.set(key, run);
      }
      return run;
    },
  };
}
