import type { Core } from '@strapi/strapi';

/**
 * Work the CMS starts on its own (a scheduled publication, the publishing sweep, the retention job, an entry event's
 * read) and that must finish before the database closes: Strapi's shutdown stops the cron timers but does not wait
 * for a task already running, and a task cut between its steps can lose work (a publication claimed and not yet
 * run). The CMS's `destroy` waits for it (src/index.ts).
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

/**
 * Strapi's document service emits its entry events after the write has committed and does not wait for them: its
 * transaction context calls each commit callback and drops the promise (@strapi/database transaction-context.js), and
 * the event first reads the entry again with its relations (entity manager findOne). A save answered just before a
 * shutdown left that read running while Strapi closed the database: its next query then waited for a connection of a
 * pool being destroyed until the acquire timeout (60 s), and failed with nobody to catch it. Every findOne of the
 * entity manager counts as background work, so the CMS's `destroy` waits for it (src/index.ts).
 */
export function awaitEntryReadsOnDestroy(strapi: Core.Strapi): void {
  const manager = strapi.db.entityManager;
  const findOne = manager.findOne.bind(manager);
  manager.findOne = (uid, params) => backgroundWork(() => findOne(uid, params));
}
