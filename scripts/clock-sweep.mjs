// On demand: runs the tests whose outcome could depend on the date, the hour or the time zone at fixed moments in
// fixed zones, and prints a table. Every process of a run (Vitest and Strapi, Playwright, the CMS
// and the web servers) sees one shifted wall clock that keeps ticking: libfaketime (Debian's `faketime`) adds the
// same offset to each process's clock, and TZ sets the zone. Chromium keeps the real clock and the zone; each page's
// clock is set to the runner's (tests/support/swept-clock.ts). See docs/decisions/2026-11-26-tests-on-any-day.md.
//
//   node scripts/clock-sweep.mjs [--suites unit,cms,cms-postgres,journeys] [--cases 1,3]
//
// Needs the build `npm test` makes first (apps/cms/dist, apps/web/build, the packages) and `apt-get install faketime`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from './lib/run.mjs';
import { timingsReport } from './lib/slowest-files.mjs';
import { runOnNode24 } from './lib/runtime.mjs';

// On a machine with another Node, this fetches Node 24 LTS from the npm registry and runs this script on it.
await runOnNode24();

/** The moments: a wall-clock time in a zone, read when the run starts. */
const CASES = [
  { at: '2026-12-01 00:00:30', zone: 'Pacific/Kiritimati', why: 'the 1st, 30 s after midnight at UTC+14 (still 30 November in UTC)' },
  { at: '2026-11-26 12:00:00', zone: 'America/Adak', why: 'the 26th, a day whose number is in the year 2026' },
  { at: '2026-12-31 23:58:00', zone: 'Pacific/Kiritimati', why: 'the 31st: the last minutes of the year at UTC+14' },
  { at: '2027-02-28 23:59:30', zone: 'America/Adak', why: '28 February 23:59:30 at UTC-10, then 1 March' },
  { at: '2028-02-29 23:59:30', zone: 'Pacific/Kiritimati', why: '29 February of a leap year, then 1 March' },
  { at: '2027-03-14 01:59:30', zone: 'America/Adak', why: 'Adak springs forward at 02:00 (a 23-hour day)' },
  { at: '2027-10-31 22:30:00', zone: 'UTC', why: "Paris's 25-hour day (23:30 there): 24 hours back is the same day" },
];

/** What is run at each moment. Journeys are the browser suites' date-dependent files. */
const SUITES = {
  // Each workspace's unit tests, run directly (turbo would answer from its cache, which knows nothing of the clock).
  unit: { command: 'npm', args: ['run', 'test:unit', '--workspaces', '--if-present'] },
  cms: {
    command: 'npm',
    args: ['run', 'test:integration', '-w', '@tate/cms', '--', 'src/', 'tests/children.test.ts', 'tests/profile.test.ts', 'tests/partner-media.test.ts', 'tests/coupons.test.ts', 'tests/accounts.test.ts', 'tests/payments.test.ts', 'tests/editors.test.ts', 'tests/history.test.ts', 'tests/seed.test.ts'],
    env: { REDIS_URL: '' },
  },
  'cms-postgres': {
    command: 'npm',
    args: ['run', 'test:integration', '-w', '@tate/cms', '--', 'tests/children.test.ts', 'tests/profile.test.ts', 'tests/partner-media.test.ts', 'tests/history.test.ts', 'tests/editors.test.ts'],
    env: { DATABASE_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', REDIS_URL: '' },
  },
  journeys: {
    steps: [
      // Ports of their own, so the sweep never answers for (or collides with) a suite someone runs beside it.
      { command: 'npx', args: ['playwright', 'test', '-c', 'tests/admin/playwright.config.ts', 'weekly-job.spec.ts', 'partners.spec.ts'], suite: 'admin', env: { E2E_CMS_PORT: '1439', E2E_WEB_PORT: '3201' } },
      {
        command: 'npx',
        args: ['playwright', 'test', '-c', 'tests/playwright.config.ts', 'account.spec.ts', 'partner-embed.spec.ts', 'home.spec.ts'],
        suite: 'app',
        env: { E2E_CMS_PORT: '1438', E2E_WEB_PORT: '3200' },
      },
    ],
  },
};

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1].split(',');
}

/** The instant at which the wall clock of `zone` reads `at` ("YYYY-MM-DD hh:mm:ss"). */
export function instantOf(at, zone) {
  const [date, time] = at.split(' ');
  const asUtc = Date.parse(`${date}T${time}Z`);
  const offsetAt = (instant) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  // Once with the offset at the UTC reading, once more with the offset at the first guess (they differ near a change).
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
}

function runAt(testCase, step) {
  const offsetSeconds = Math.round((instantOf(testCase.at, testCase.zone) - Date.now()) / 1000);
  const env = {
    ...process.env,
    ...step.env,
    TZ: testCase.zone,
    TATE_SWEPT_CLOCK: '1',
    // Monotonic clocks stay real: Node's and Chromium's timers run on them, and only the wall clock is under test.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    TURBO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  };
  const started = Date.now();
  const shift = `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`;
  const result = spawnSync('faketime', ['-f', shift, step.command, ...step.args], { cwd: root, env, stdio: 'inherit' });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0) {
  console.error('clock-sweep needs libfaketime: apt-get install faketime');
  process.exit(2);
}
const suites = option('suites', Object.keys(SUITES));
const cases = option('cases', CASES.map((_, index) => String(index + 1))).map((number) => ({ number, ...CASES[Number(number) - 1] }));
const rows = [];
for (const testCase of cases) {
  for (const name of suites) {
    const suite = SUITES[name];
    for (const step of suite.steps ?? [suite]) {
      console.log(`\n[clock-sweep] case ${testCase.number}: ${testCase.at} ${testCase.zone} (${testCase.why}): ${name} ${step.suite ?? ''}`);
      const { ok, seconds } = runAt(testCase, step);
      const report = step.suite ? timingsReport(root, step.suite) : null;
      const counted = report && fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).stats : null;
      const tests = counted ? ` ${counted.expected} passed, ${counted.unexpected} failed, ${counted.flaky} flaky` : '';
      rows.push(`| ${testCase.number} | ${testCase.at} | ${testCase.zone} | ${name}${step.suite ? ` (${step.suite})` : ''} | ${ok ? 'green' : 'RED'}${tests} | ${seconds} s |`);
    }
  }
}
console.log(['', '| case | wall clock at the start | zone | suite | result | time |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n'));
process.exit(rows.some((row) => row.includes('RED')) ? 1 : 0);
