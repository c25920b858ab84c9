// How much slower than a quiet machine this one is, measured before a run starts its own work, so the budgets of the
// test suites (a test's timeout, a server's start) scale with the machine instead of failing when other work shares
// its cores (issue 51; docs/decisions/2026-11-28-budgets-scale-with-the-machine.md).
import fs from 'node:fs';
import os from 'node:os';

/** Where npm test leaves the figure for the suites it starts. */
export const SLOWDOWN_VARIABLE = 'TATE_SLOWDOWN';

/** How many processes are runnable at this moment, the sampling process itself included (Linux's /proc/stat). */
function runnableNow() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n').find((row) => row.startsWith('procs_running '));
  return line ? Number(line.split(' ')[1]) : 1;
}

/**
 * The machine's slowdown for work about to start: 1 on a quiet machine, 2 when other processes keep every core busy
 * (each process then gets about half of a core's time), more under heavier load. It samples the runnable processes
 * for about two seconds, leaving out the sampler itself: 1 + (other runnable processes) / cores, at least 1.
 */
export async function measureSlowdown({ samples = 20, intervalMs = 100 } = {}) {
  let others = 0;
  for (let index = 0; index < samples; index += 1) {
    others += Math.max(0, runnableNow() - 1);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const slowdown = 1 + others / samples / os.availableParallelism();
  return Math.round(Math.max(1, slowdown) * 10) / 10;
}

/**
 * The build step's time on a quiet reference machine, in seconds: the slowest of the clean-clone runs of
 * bench/results/ci.md (56 to 75 s) that built everything (packages, web app, CMS and its admin panel).
 */
export const BUILD_QUIET_SECONDS = 75;

/**
 * How much slower than the reference machine this one built the project: the build's time over the quiet figure, at
 * least 1. A slow host reads slow here while its runnable processes say nothing (the 2026-11-28 machine built in
 * 159 s with nothing else running and ran every suite about 2.4 times slower). A build that was partly cached reads
 * faster than the machine is, so this never says slower than the machine really is.
 */
export function buildSlowdown(buildSeconds) {
  return Math.round(Math.max(1, buildSeconds / BUILD_QUIET_SECONDS) * 10) / 10;
}

/** The slowdown npm test measured (1 when a suite runs on its own, or when the figure is missing or not a number). */
export function slowdown(env = process.env) {
  const value = Number(env[SLOWDOWN_VARIABLE]);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/** A budget in milliseconds set for a quiet machine, scaled to this one. */
export function scaledBudget(quietMs, env = process.env) {
  return Math.round(quietMs * slowdown(env));
}
