import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failedTests, unhandledErrors } from './failed-tests.mjs';

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

test("Vitest's unhandled errors, which its report leaves out: each error's first line and the file that was running", () => {
  const output = [
    ' ✓ tests/editors.test.ts (20 tests) 14022ms',
    '',
    '\u001b[31m⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯\u001b[1m\u001b[41m Unhandled Errors \u001b[49m\u001b[22m⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
    'Vitest caught 1 unhandled error during the test run.',
    '',
    '⎯⎯⎯⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯⎯⎯',
    'KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full.',
    ' ❯ Client_PG.acquireConnection ../../node_modules/knex/lib/client.js:332:26',
    ' ❯ runDueActions src/publishing/scheduled-publishing.ts:62:15',
    'This error originated in "tests/editors.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
    '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
  ].join('\n');
  assert.deepEqual(unhandledErrors(output), [
    'outside the tests: KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full., ❯ runDueActions src/publishing/scheduled-publishing.ts:62:15 (while tests/editors.test.ts ran)',
  ]);
  assert.deepEqual(unhandledErrors(' ✓ tests/a.test.ts (3 tests)\n Test Files  1 passed (1)'), []);
});
