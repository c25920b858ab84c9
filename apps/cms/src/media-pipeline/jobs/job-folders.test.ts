import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeJobFolder, removeOrphanedJobFolders } from './job-folders';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-job-folders-'));

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync('true');
  if (pid === undefined) throw new Error('no process was started');
  return pid;
}

describe("the media jobs' temporary folders", () => {
  it('removes at boot the folders of a process that died mid-job, and keeps those of running processes', async () => {
    const mine = await makeJobFolder(root);
    const crashed = path.join(root, `${endedPid()}-abc123`);
    fs.mkdirSync(crashed);
    fs.writeFileSync(path.join(crashed, 'source.mp3'), 'half a job');
    const otherInstance = path.join(root, `${process.ppid}-def456`);
    fs.mkdirSync(otherInstance);

    expect(await removeOrphanedJobFolders(root)).toBe(1);

    expect(fs.existsSync(crashed)).toBe(false);
    expect(fs.existsSync(mine)).toBe(true);
    expect(fs.existsSync(otherInstance)).toBe(true);
    expect(path.basename(mine).startsWith(`${process.pid}-`)).toBe(true);
  });

  it('does nothing when no job ever ran here', async () => {
    expect(await removeOrphanedJobFolders(path.join(root, 'never-made'))).toBe(0);
  });
});
