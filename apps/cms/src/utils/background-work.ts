/**
 * Work the CMS starts on its own (a scheduled publication, the publishing sweep, the retention job) and that must
 * finish before the database closes: Strapi's shutdown stops the cron timers but does not wait for a task already
 * running, and a task cut between its steps can lose work (a publication claimed and not yet run). The CMS's
 * `destroy` waits for it (src/index.ts).
 */
const running = new Set<Promise<unknown>>();

/** Runs `work` as background work: shutdown waits for it. */
export function backgroundWork<T>(work: () => Promise<T>): Promise<T> {
  const promise = work();
  running.add(promise);
  const forget = () => running.delete(promise);
  promise.then(forget, forget);
  return promise;
}

/** Resolves once no background work is running, however each piece ended (each reports its own failure). */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
