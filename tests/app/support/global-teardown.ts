import { rm } from 'node:fs/promises';

/** Removes the run's SQLite database (and its journal files), the CMS's files and the captured mails. */
export default async function globalTeardown() {
  const database = process.env.TATE_E2E_DATABASE;
  for (const dir of [process.env.TATE_E2E_MAIL_DIR, process.env.TATE_E2E_FILES]) if (dir) await rm(dir, { recursive: true, force: true });
  if (!database) return;
  await Promise.all(['', '-journal', '-wal', '-shm'].map((suffix) => rm(`${database}${suffix}`, { force: true })));
}
