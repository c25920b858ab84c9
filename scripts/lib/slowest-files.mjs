// Where a browser suite spends its time: each suite writes a JSON report (Playwright's or Vitest's) under
// test-results/timings, and `npm test`'s summary names every file of each that takes more than a minute.
import fs from 'node:fs';
import path from 'node:path';

/** The JSON report of one suite (`suite` is a short name: app, admin, multi, player-sdk, storybook). */
export function timingsReport(root, suite) {
  return path.join(root, 'test-results', 'timings', `${suite}.json`);
}

/** Removes the reports of an earlier run, so a suite that writes none is not described by old figures. */
export function clearTimings(root) {
  fs.rmSync(path.join(root, 'test-results', 'timings'), { recursive: true, force: true });
}

/** Adds up the time of every test result under a Playwright suite (a file's suite holds describes and specs). */
function playwrightMilliseconds(suite) {
  let total = 0;
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const result of test.results ?? []) total += result.duration ?? 0;
  for (const child of suite.suites ?? []) total += playwrightMilliseconds(child);
  return total;
}

/** Each file of a report with its time in milliseconds, from Playwright's JSON (`suites`) or Vitest's (`testResults`). */
export function fileTimes(report) {
  if (Array.isArray(report.suites)) return report.suites.map((suite) => ({ file: suite.file ?? suite.title, ms: playwrightMilliseconds(suite) }));
  if (Array.isArray(report.testResults)) return report.testResults.map((file) => ({ file: file.name, ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) }));
  return [];
}

/** A file above this many seconds is named in the summary: the issue that set the CI budget asks for each to be cut. */
export const SLOW_FILE_SECONDS = 60;

/** Every file of a report that took more than `limitSeconds`, slowest first, as "name 72 s" texts; null without a report. */
export function slowFiles(reportPath, root, limitSeconds = SLOW_FILE_SECONDS) {
  if (!fs.existsSync(reportPath)) return null;
  const times = fileTimes(JSON.parse(fs.readFileSync(reportPath, 'utf8')));
  return times
    .filter(({ ms }) => ms > limitSeconds * 1000)
    .sort((a, b) => b.ms - a.ms)
    .map(({ file, ms }) => `${path.isAbsolute(file) ? path.relative(root, file) : file} ${Math.round(ms / 1000)} s`);
}
