import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { test } from 'node:test';
import { BUILD_QUIET_SECONDS, buildSlowdown, cpuShares, measureSlowdown, parallelWorkSlowdown, scaledBudget, slowdown } from './machine-load.mjs';

test('a budget is the quiet machine’s without a measured figure, and scaled by it with one', () => {
  assert.equal(scaledBudget(30_000, {}), 30_000);
  assert.equal(scaledBudget(30_000, { TATE_SLOWDOWN: 'fast' }), 30_000);
  assert.equal(scaledBudget(30_000, { TATE_SLOWDOWN: '0.5' }), 30_000);
  assert.equal(scaledBudget(30_000, { TATE_SLOWDOWN: '2.5' }), 75_000);
  assert.equal(slowdown({ TATE_SLOWDOWN: '3' }), 3);
});

test('busy processes on every core make the machine measure slower than without them', async () => {
  const before = await measureSlowdown({ samples: 10, intervalMs: 50 });
  const busy = Array.from({ length: os.availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}']));
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await measureSlowdown({ samples: 10, intervalMs: 50 });
    assert.ok(during >= 1.8, `with a busy process per core the slowdown is about 2, measured ${during}`);
    assert.ok(during > before, `slower with busy processes (${during}) than before them (${before})`);
  } finally {
    for (const child of busy) child.kill('SIGKILL');
  }
});

test('a build slower than the reference machine’s reads as a slowdown; a quick or cached one as none', () => {
  assert.equal(buildSlowdown(BUILD_QUIET_SECONDS), 1);
  assert.equal(buildSlowdown(12), 1);
  assert.equal(buildSlowdown(BUILD_QUIET_SECONDS * 2), 2);
  assert.equal(buildSlowdown(159), 2.1);
});

test('the same work on every core at once takes about twice as long beside a busy process per core', async () => {
  const quiet = await parallelWorkSlowdown({ rounds: 100 });
  const busy = Array.from({ length: os.availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}']));
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shared = await parallelWorkSlowdown({ rounds: 100 });
    assert.ok(shared >= 1.6 * quiet, `beside a busy process per core ${shared}, alone ${quiet}`);
  } finally {
    for (const child of busy) child.kill('SIGKILL');
  }
});

test('the CPU time between two readings is split into busy, idle, disk wait and stolen, in per cent', () => {
  const before = { busy: 100, idle: 100, iowait: 0, steal: 0 };
  assert.deepEqual(cpuShares(before, { busy: 250, idle: 130, iowait: 10, steal: 10 }), { busy: 75, idle: 15, iowait: 5, steal: 5 });
  assert.deepEqual(cpuShares(before, before), { busy: 0, idle: 0, iowait: 0, steal: 0 });
});
