import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileTimes, slowFiles } from './slowest-files.mjs';

const playwrightReport = {
  suites: [
    { file: 'quick.spec.ts', specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] },
    {
      file: 'slow.spec.ts',
      specs: [{ tests: [{ results: [{ duration: 20_000 }, { duration: 5_000 }] }] }],
      suites: [{ specs: [{ tests: [{ results: [{ duration: 15_000 }] }] }] }],
    },
    { file: 'middle.spec.ts', suites: [{ suites: [{ specs: [{ tests: [{ results: [{ duration: 9_000 }] }] }] }] }] },
    { file: 'second.spec.ts', specs: [{ tests: [{ results: [{ duration: 12_000 }] }] }] },
  ],
};

test('a Playwright report: each file adds up every result of its describes and retries', () => {
  assert.deepEqual(fileTimes(playwrightReport), [
    { file: 'quick.spec.ts', ms: 1_000 },
    { file: 'slow.spec.ts', ms: 40_000 },
    { file: 'middle.spec.ts', ms: 9_000 },
    { file: 'second.spec.ts', ms: 12_000 },
  ]);
});

test('a Vitest report: each file from its start to its end', () => {
  const report = { testResults: [{ name: '/repo/packages/ui/src/Button.stories.tsx', startTime: 1_000, endTime: 4_600 }] };
  assert.deepEqual(fileTimes(report), [{ file: '/repo/packages/ui/src/Button.stories.tsx', ms: 3_600 }]);
});

test('every file above the limit, slowest first, named from the root; none without a report', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
  const report = path.join(folder, 'app.json');
  fs.writeFileSync(report, JSON.stringify(playwrightReport));
  assert.deepEqual(slowFiles(report, folder, 10), ['slow.spec.ts 40 s', 'second.spec.ts 12 s']);
  assert.deepEqual(slowFiles(report, folder), []);
  assert.equal(slowFiles(path.join(folder, 'missing.json'), folder), null);
  fs.rmSync(folder, { recursive: true });
});
