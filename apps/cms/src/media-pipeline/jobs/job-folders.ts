import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Where jobs work: one folder per job, named after the process that made it (`<pid>-<random>`). */
export function jobFoldersRoot(): string {
  return path.join(os.tmpdir(), 'tate-media-jobs');
}

/** A new folder for one job of this process; the job removes it when it ends. */
export async function makeJobFolder(root: string = jobFoldersRoot()): Promise<string> {
  await fs.mkdir(root, { recursive: true, mode: 0o700 });
  return fs.mkdtemp(path.join(root, `${process.pid}-`));
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Removes the job folders of processes that are gone (a CMS that crashed or was killed mid-job, with its copy of the
 * upload and half an encode in it), at boot. Another instance's folders on this machine stay while it runs. Returns
 * how many it removed.
 */
export async function removeOrphanedJobFolders(root: string = jobFoldersRoot()): Promise<number> {
  const names = await fs.readdir(root).catch(() => []);
  let removed = 0;
  for (const name of names) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || processIsRunning(pid)) continue;
    await fs.rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
