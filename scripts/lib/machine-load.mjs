// How much slower than a quiet machine this one is, measured before a run starts its own work, so the budgets of the
// test suites (a test's timeout, a server's start) scale with the machine instead of failing when other work shares
// its cores (issue 51; docs/decisions/2026-11-28-budgets-scale-with-the-machine.md).
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

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

/**
 * The work each core does at once in `parallelWorkSlowdown`: JSON round trips of a catalogue-sized list, the kind of
 * work the servers and the browser's scripts do (allocation, parsing, garbage collection), in a worker thread a core.
 */
const PARALLEL_WORK = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const rows = Array.from({ length: 2000 }, (_, index) => ({ id: index, title: 'Meditation ' + index, minutes: index % 30, tags: ['calm', 'sleep', String(index)] }));
let kept = 0;
for (let round = 0; round < workerData.rounds; round += 1) kept += JSON.parse(JSON.stringify(rows)).length;
parentPort.postMessage(kept);
`;

/** `parallelWorkSlowdown`'s work on the quiet reference machine: the median of three runs, in milliseconds. */
export const PARALLEL_WORK_QUIET_MS = 500;

/** Wall time, in milliseconds, for every core to do the same fixed work at once. */
async function parallelWorkMs(rounds) {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: os.availableParallelism() },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(PARALLEL_WORK, { eval: true, workerData: { rounds } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return performance.now() - started;
}

/**
 * How much slower than the reference machine every core is at once, now: the same work on each core in parallel,
 * timed against the reference's figure (about 1.5 s in all). A host whose cores are shared (a hypervisor's other
 * guests, a CPU quota, two threads of one core) reads slower here though it runs no process of its own, and though a
 * build, which is partly serial, reads it faster: the browser lanes, which keep both cores busy, see this figure.
 */
export async function parallelWorkSlowdown({ rounds = 300, runs = 3 } = {}) {
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push(await parallelWorkMs(rounds));
  return slowdownOfParallelWork(times, rounds);
}

/**
 * The slowdown that runs of `parallelWorkMs` timed (milliseconds each, for `rounds` rounds): their median over the
 * reference's figure for the same rounds, at least 1, to one decimal.
 */
export function slowdownOfParallelWork(times, rounds) {
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? PARALLEL_WORK_QUIET_MS;
  return Math.round(Math.max(1, (median * 300) / rounds / PARALLEL_WORK_QUIET_MS) * 10) / 10;
}

/** The machine's CPU time so far, by kind, in clock ticks (the first line of /proc/stat). */
export function cpuTimes() {
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq, idle, iowait, steal };
}

/** Where the CPU time went between two `cpuTimes()`: busy, idle, waiting on the disk and taken by the hypervisor, in per cent. */
export function cpuShares(before, after) {
  const spent = (kind) => after[kind] - before[kind];
  const total = spent('busy') + spent('idle') + spent('iowait') + spent('steal') || 1;
  const share = (kind) => Math.round((spent(kind) / total) * 100);
  return { busy: share('busy'), idle: share('idle'), iowait: share('iowait'), steal: share('steal') };
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
