// `npm test`: installs what is missing, builds, then runs every check and test suite (the browser suites in
// two lanes at once) and prints a summary with each step's time and the total. Exits non-zero when any step fails.
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { log, root, run, runInBackground } from './lib/run.mjs';
import { CMS_SECRET_NAMES, pickSecrets, randomSecrets } from './lib/secrets.mjs';
import { DEMO_TEMPLATE_VARIABLE, makeDemoTemplate } from './lib/demo-template.mjs';
import { BUILD_QUIET_SECONDS, buildSlowdown, cpuShares, cpuTimes, measureSlowdown, parallelWorkSlowdown, slowdown, SLOWDOWN_VARIABLE } from './lib/machine-load.mjs';
import { ensureChromium, ensureFfmpeg, ensurePostgres, ensureRedis } from './lib/services.mjs';
import { clearTimings, slowFiles, SLOW_FILE_SECONDS, timingsReport } from './lib/slowest-files.mjs';
import { failedTests, unhandledErrors } from './lib/failed-tests.mjs';
import { runOnNode24 } from './lib/runtime.mjs';

// On a machine with another Node, this fetches Node 24 LTS from the npm registry and runs this script on it.
await runOnNode24();

const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What a clean-clone CI run may take on the 2-core machine (issue 51); the summary prints the total against it. */
const CI_BUDGET_SECONDS = 1_200;

const results = [];
/** The output of each step run in a held lane, read for the errors a suite's report leaves out. */
const heldOutputs = new Map();
const runStarted = Date.now();
const cpuAtStart = cpuTimes();
clearTimings(root);

// How busy the machine is with other work before this run adds its own: the suites scale their time budgets by it
// (a test's timeout, a server's start), so a slow machine makes the run slower, not red.
process.env[SLOWDOWN_VARIABLE] ??= String(await measureSlowdown());
log(`Other work on this machine makes it ${process.env[SLOWDOWN_VARIABLE]} times slower than a quiet one: the suites' time budgets are scaled by that`);

/** Runs one step, records whether it passed and how long it took (and, for a browser suite, its files above a minute). */
async function step(name, action, suite) {
  log(name);
  const started = Date.now();
  const ok = await action();
  const slowest = suite ? slowFiles(timingsReport(root, suite), root) : null;
  const failures = suite && !ok ? [...(failedTests(timingsReport(root, suite), root) ?? []), ...unhandledErrors(heldOutputs.get(name) ?? '')] : null;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000), slowest, failures });
  return ok;
}

function printSummary() {
  console.log('\n[tate] Summary');
  for (const { name, ok, seconds, slowest, failures } of results) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
    if (slowest?.length) console.log(`       files above ${SLOW_FILE_SECONDS} s: ${slowest.join(', ')}`);
    for (const failure of failures ?? []) console.log(`       failed: ${failure}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const total = Math.round((Date.now() - runStarted) / 1000);
  const budget = total <= CI_BUDGET_SECONDS ? `${CI_BUDGET_SECONDS - total} s under` : `${total - CI_BUDGET_SECONDS} s OVER`;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed; total ${total} s of the ${CI_BUDGET_SECONDS} s budget (${budget}); machine slowdown ${process.env[SLOWDOWN_VARIABLE]}`);
  const cpu = cpuShares(cpuAtStart, cpuTimes());
  console.log(`the cores during the run: ${cpu.busy} % busy, ${cpu.idle} % idle, ${cpu.iowait} % waiting on the disk, ${cpu.steal} % taken by the hypervisor`);
  return failed;
}

// Debian's chromium and ffmpeg install beside npm ci (one waits on the network and disk, the other mostly too).
const chromium = Promise.all([ensureChromium(), ensureFfmpeg()]).then(
  () => true,
  (error) => {
    console.error(error.message);
    return false;
  },
);
await step('installing dependencies', () => {
  ensureDependencies();
  return true;
});
await step("Debian's chromium and ffmpeg", () => chromium);
const hasPostgres = await ensurePostgres();
const hasRedis = await ensureRedis();
if (process.env.CI && (!hasPostgres || !hasRedis)) {
  throw new Error('CI needs PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379');
}

// Strapi's build loads the CMS configuration, which refuses to load without secrets: random ones, for the build only
// (turbo.json passes them to the CMS's build alone). One turbo run, as npm start builds: the CMS builds beside the
// web app instead of after it (52 to 46 s on the reference machine, forced, without turbo's cache).
const buildSecrets = pickSecrets(randomSecrets(), CMS_SECRET_NAMES);
const built = await step('building the packages, the web app and the CMS (server code and the admin panel the editor journeys use)', () =>
  run('npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only'], { env: buildSecrets }),
);
if (!built || !results.every((result) => result.ok)) {
  printSummary();
  process.exit(1);
}

/** Raises the slowdown the suites' budgets are scaled by to `figure` when that is larger, saying why. */
function raiseSlowdown(figure, why) {
  if (figure <= slowdown()) return;
  process.env[SLOWDOWN_VARIABLE] = String(figure);
  log(`${why}: this machine is ${figure} times slower than the reference one, and the suites' time budgets are scaled by that`);
}

// A slow host is slow for every suite though nothing else runs on it: the build, the same work on every machine,
// says how much slower than the reference machine this one is, and the budgets follow the largest figure.
const buildSeconds = results.at(-1)?.seconds ?? 0;
raiseSlowdown(buildSlowdown(buildSeconds), `The build took ${buildSeconds} s (${BUILD_QUIET_SECONDS} s on the reference machine)`);
// A host whose cores are shared (a hypervisor's other guests, a quota) can build near the reference's time, the
// build being partly serial, and still run the lanes, which keep both cores busy, more than twice as slowly: the same
// work on both cores at once says so (the 2026-11-29 host built 1.4 times slower and ran the journeys 2.4 times slower).
raiseSlowdown(await parallelWorkSlowdown(), 'The same work on every core at once took longer than on the reference machine');

/** Vitest's arguments for its usual output and a JSON report the summary reads each file's time from. */
const vitestTimings = (suite) => ['--reporter=default', '--reporter=json', `--outputFile.json=${timingsReport(root, suite)}`];

/** The demo content, seeded once: every journey suite whose CMS starts on the demo seed starts on a copy of it. */
process.env[DEMO_TEMPLATE_VARIABLE] = path.join(root, 'test-results', 'demo-template');
const seedDemo = () =>
  makeDemoTemplate(process.env[DEMO_TEMPLATE_VARIABLE]).then(
    () => true,
    (error) => {
      console.error(error.message);
      return false;
    },
  );

/** A suite run as a lane's step: the first lane streams its output, the others' is printed in a block as each ends. */
const suite = (name, command, args, env, timings) => [
  name,
  (heldAs) => runInBackground(command, args, { env, heldAs, onHeldOutput: (text) => heldOutputs.set(name, text) }),
  timings,
];

// The checks run as two lanes at once: alone, none of them keeps both cores busy (measured on a quiet machine:
// typecheck 1.8 cores, Storybook 1.4, the CMS tests 1.25, unit tests 0.75), so side by side they take the CPU
// each leaves idle (docs/decisions/2026-11-28-checks-in-two-lanes.md). The demo seed ends the first lane, the
// shorter since the unit tests share their environment (docs/decisions/2026-11-29-unit-tests-share-their-environment.md).
const checkLanes = [
  [
    // Lint holds the workspaces' ESLint and the decision notes' check (indexed, a status, live paths).
    suite('lint', 'npm', ['run', 'lint']),
    suite('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--concurrency=2', '--continue', '--output-logs=new-only']),
    suite('unit tests', 'npx', ['turbo', 'run', 'test:unit', '--concurrency=1', '--continue', '--output-logs=new-only']),
    suite('Storybook interaction and accessibility tests', 'npm', ['run', 'test:storybook'], undefined, 'storybook'),
    ['seeding the demo content once for the journeys', seedDemo],
  ],
  [suite('CMS integration tests on SQLite', 'npm', ['run', 'test:integration', '-w', '@tate/cms', '--', ...vitestTimings('cms-sqlite')], { REDIS_URL: '' }, 'cms-sqlite')],
];

// The browser journeys wait on pages, servers and timers far more than they compute (the app journeys use about
// half a core), so they run as two lanes at once, each suite with its own servers, ports and database.
// The app journeys are split in two parts (tests/app/lanes.ts), the second after the other suites of the second lane.
// The PostgreSQL run of the CMS tests is a third lane, in one worker: it takes the CPU the two browser lanes leave
// (docs/decisions/2026-11-27-cms-postgres-tests-beside-the-journeys.md).
const browserLanes = [
  [suite('app end-to-end tests (first part)', 'npm', ['run', 'test:e2e'], { E2E_APP_PART: 'first' }, 'app')],
  [
    suite('editor journeys through the real admin panel', 'npm', ['run', 'test:admin'], undefined, 'admin'),
    hasPostgres && hasRedis ? suite('two CMS and two web instances on one PostgreSQL and Redis', 'npm', ['run', 'test:multi'], undefined, 'multi') : null,
    suite('player SDK end-to-end tests', 'npm', ['run', 'test:player-e2e'], undefined, 'player-sdk'),
    suite('app end-to-end tests (second part)', 'npm', ['run', 'test:e2e'], { E2E_APP_PART: 'second', E2E_CMS_PORT: '1340', E2E_WEB_PORT: '3102' }, 'app-second'),
  ].filter(Boolean),
  hasPostgres
    ? [
        suite(
          'CMS integration tests on PostgreSQL (the database-dependent files, one worker beside the browser lanes)',
          'npm',
          ['run', 'test:integration', '-w', '@tate/cms', '--', '--maxWorkers=1', ...vitestTimings('cms-postgres')],
          { DATABASE_URL: postgresAdminUrl, REDIS_URL: hasRedis ? redisUrl : '' },
          'cms-postgres',
        ),
      ]
    : [],
].filter((lane) => lane.length > 0);

if (!hasPostgres) log('PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL run of the CMS tests is left out');

/** Runs lanes at once, each lane's steps one after another; the first lane's output streams, the others' is held. */
async function runLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const [name, action, timings] of lane) await step(name, () => action(index === 0 ? undefined : name), timings);
    }),
  );
}

await runLanes(checkLanes);
// Measured again just before the browser lanes, the suites most sensitive to shared cores: other work may have come.
raiseSlowdown(await parallelWorkSlowdown(), 'Before the browser suites, the same work on every core at once took longer than on the reference machine');
await runLanes(browserLanes);

process.exit(printSummary() === 0 ? 0 : 1);
