// What failed in a suite, for `npm test`'s summary: the CI shows only the end of the run's output, and a lane's own
// output is printed when that lane ends, often far above it. The names come from the JSON report each suite writes
// for its timings (scripts/lib/slowest-files.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** The first line of a failure's message, without terminal colours, cut to fit a summary line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** Failed tests of a Playwright report's suite tree: "file:line › title: message". */
function playwrightFailures(suite, file = suite.file) {
  const failures = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failed = (test.results ?? []).find((result) => result.status === 'failed' || result.status === 'timedOut');
      if (failed) failures.push(`${spec.file ?? file}:${spec.line} › ${spec.title}: ${firstLine(failed.error?.message ?? failed.status)}`);
    }
  }
  for (const child of suite.suites ?? []) failures.push(...playwrightFailures(child, child.file ?? file));
  return failures;
}

/** Failed tests of a Vitest report, and its files that failed with no failed test (a hook, an import). */
function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = path.isAbsolute(file.name) ? path.relative(root, file.name) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
  if (failures.length === 0 && report.success === false) failures.push('every test passed, but the run failed: an error outside the tests (above, in the step’s output)');
  return failures;
}

/**
 * The errors Vitest caught outside any test (its "Unhandled Rejection" and "Unhandled Error" blocks), which fail the
 * run but are not in its JSON report: each as its first line and the test file that was running, from the step's output.
 */
export function unhandledErrors(output) {
  // eslint-disable-next-line no-control-regex
  const lines = String(output).replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const errors = [];
  lines.forEach((line, index) => {
    if (!/⎯ Unhandled (Rejection|Error) ⎯/.test(line)) return;
    const rest = lines.slice(index + 1);
    const end = rest.findIndex((next) => /^⎯+/.test(next.trim()));
    const block = end === -1 ? rest : rest.slice(0, end);
    const message = block.find((next) => next.trim() !== '')?.trim() ?? 'an error';
    const file = block.map((next) => /originated in "([^"]+)"/.exec(next)?.[1]).find(Boolean);
    // The first frame in the project's own code says which of its calls was waiting.
    const ownFrame = block.map((next) => next.trim()).find((next) => /^(❯|at) /.test(next) && !next.includes('node_modules'));
    errors.push(`outside the tests: ${message.slice(0, 200)}${ownFrame ? `, ${ownFrame}` : ''}${file ? ` (while ${file} ran)` : ''}`);
  });
  return errors;
}

/** Each failure a suite's JSON report records, as one line; null without a report. */
export function failedTests(reportPath, root) {
  if (!fs.existsSync(reportPath)) return null;
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  if (Array.isArray(report.suites)) return report.suites.flatMap((suite) => playwrightFailures(suite));
  return vitestFailures(report, root);
}
