import type { ChildProcess } from 'node:child_process';
import { scaledBudget, slowdown } from '../../scripts/lib/machine-load.mjs';

// For a journey that starts servers of its own beside the suite's (a CMS with the media pipeline on, say).

export { freePort } from '../../scripts/lib/run.mjs';

/**
 * Waits until `url` answers with a status below 500; fails when `child` exits first, or when the start takes longer than
 * `quietMs` (what it takes on a quiet machine, with room to spare) scaled by how busy npm test found the machine.
 */
export async function waitForAnswer(url: string, child: ChildProcess, quietMs: number): Promise<void> {
  const budget = scaledBudget(quietMs);
  const deadline = Date.now() + budget;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${budget / 1000} s (${quietMs / 1000} s on a quiet machine, times the slowdown ${slowdown()})`);
}

/** Stops a detached child's whole process group (npx and the server under it), waiting at most 10 s for it. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
