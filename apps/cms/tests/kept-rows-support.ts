import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { RunningCms } from './harness';
import type { RedisForTests } from './redis-for-tests';
import { createKeptRows, redisInvalidationBus, type InvalidationBus, type KeptRows } from '../src/database/kept-rows';

/**
 * The running CMS's own background work (its compiled module, the one the CMS loaded): the reads Strapi's entry events
 * make after a write, which it does not wait for. A family just made still has them running.
 */
const { backgroundWorkSettled } = createRequire(import.meta.url)('../dist/src/utils/background-work.js') as typeof import('../src/utils/background-work');

/**
 * The SQL statements the CMS sends while `action` runs, once the work earlier requests left running has ended (in the
 * clean clone of 02a1c42 on PostgreSQL, the entry events' reads of a family made just before were counted as the save's).
 */
export async function statementsOf(cms: RunningCms, action: () => Promise<unknown>): Promise<string[]> {
  await backgroundWorkSettled();
  const seen: string[] = [];
  const listen = (query: { sql: string }) => seen.push(query.sql);
  const client = cms.strapi.db.connection.client;
  client.on('query', listen);
  try {
    await action();
  } finally {
    client.removeListener('query', listen);
  }
  return seen;
}

/**
 * A second instance's kept rows (src/database/kept-rows.ts), built by this test process from the sources while the
 * file's CMS runs the compiled ones: two modules sharing nothing but the file's Redis, heard and told through it for as
 * long as the file runs. The caller declares its shelves, as the instance's modules would.
 */
export function anotherInstance(store: RedisForTests): KeptRows {
  const rows = createKeptRows();
  let bus: InvalidationBus | undefined;
  beforeAll(async () => {
    bus = redisInvalidationBus(store.url, rows.drop, rows.clear);
    rows.useBus(bus);
    await bus.ready;
  });
  afterAll(async () => {
    await bus?.close();
  });
  return rows;
}
