import { rm } from 'node:fs/promises';

/** Removes the run's SQLite database (and its journal files). */
export default async function globalTeardown() {
  const database = process.env.TATE_E2E_DATABASE;
  if (!database) return;
  await Promise.all(['', '-journal', '-wal', '-shm'].map((suffix) => rm(`${database}${suffix}`, { force: true })));
}
