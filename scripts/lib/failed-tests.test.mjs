import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failedTests } from './failed-tests.mjs';

function written(report) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'failed-tests-')), 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

test('a Playwright report: each failed or timed-out test with its file, line and first message line', () => {
  const report = {
    suites: [
      {
        file: 'tests/app/video.spec.ts',
        specs: [{ title: 'plays', line: 12, tests: [{ results: [{ status: 'passed' }] }] }],
        suites: [
          {
            specs: [
              { title: 'seeks', line: 40, tests: [{ results: [{ status: 'timedOut', error: { message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\nCall log:' } }] }] },
              { title: 'pauses', line: 50, tests: [{ results: [{ status: 'failed', error: { message: 'expect(received).toBe(expected)' } }] }] },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(failedTests(written(report), '/repo'), [
    'tests/app/video.spec.ts:40 › seeks: Test timeout of 30000ms exceeded.',
    'tests/app/video.spec.ts:50 › pauses: expect(received).toBe(expected)',
  ]);
});

test('a Vitest report: failed tests, a file that failed without a failed test, and a run that failed outside its tests', () => {
  const report = {
    success: false,
    testResults: [
      { name: '/repo/apps/cms/tests/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'a works' }] },
      { name: '/repo/apps/cms/tests/b.test.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'b refuses', failureMessages: ['AssertionError: expected 200 to be 403\n    at ...'] }] },
      { name: '/repo/apps/cms/tests/c.test.ts', status: 'failed', message: 'Hook timed out in 120000ms.', assertionResults: [] },
    ],
  };
  assert.deepEqual(failedTests(written(report), '/repo'), [
    'apps/cms/tests/b.test.ts › b refuses: AssertionError: expected 200 to be 403',
    'apps/cms/tests/c.test.ts: Hook timed out in 120000ms.',
  ]);
  const outside = { success: false, testResults: [{ name: '/repo/x.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }] };
  assert.match(failedTests(written(outside), '/repo')[0], /an error outside the tests/);
  assert.equal(failedTests('/nowhere/report.json', '/repo'), null);
});
