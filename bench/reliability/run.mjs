// Reliability benchmark (issue 9 "Prove it", issue 21 "Prove it at HEAD"): saving listening positions through the
// web app's /player/history route with the web's own client code (bench/reliability/client.mjs bundles the real
// history-adapter.ts, history-queue.ts and playback-history.ts), while the CMS is killed (SIGKILL) and started again.
// Three scenarios in one run:
// 1. 200 children play for 2 minutes (a save every 15 s, as the player does); in the middle the CMS is killed and
//    restarted; then every child pauses, and every stored position is read back and compared with the last one saved.
// 2. A tab closed while the CMS is down: children play, the CMS is killed, each tab is closed (the beacon on page
//    hide meets the outage); the CMS comes back and the parent opens the site again (the queue in localStorage is
//    flushed at page load). Is the position at closing stored?
// 3. A save after the session ended: children play, then the parent logs out in another tab (half of them) or the
//    session cookie expires (the other half), then the child pauses; the parent signs in again and opens the site.
//
//   flock /tmp/tate-heavy.lock node bench/reliability/run.mjs   (needs built apps: see bench/README.md)
//
// PostgreSQL database `tate_secweb_bench` (dropped and made again), CMS on port 1422, web on 3422 (BENCH_CMS_PORT,
// BENCH_WEB_PORT). Each run appends its section to bench/results/reliability.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededPostgresCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { log, root, startService, stopService, waitForUrl } from '../../scripts/lib/run.mjs';
import { bundleProductModules, createBrowser } from './client.mjs';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 200);
const CHILDREN_PER_PARENT = 5;
const CASE_CHILDREN = Number(process.env.BENCH_CASE_CHILDREN ?? 20);
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 120_000);
const KILL_AT_MS = RUN_MS / 2;
const START_SPREAD_MS = 15_000;
const DRAIN_LIMIT_MS = 120_000;
const REOPEN_LIMIT_MS = 30_000;
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 1422);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3422);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const DATABASE = 'tate_secweb_bench';
/** The benchmark's install files (uploads and private media), never `npm start`'s. */
const FILES = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-reliability-'));
const LOCK = '/tmp/tate-heavy.lock';
const RESULTS = path.join(root, 'bench/results/reliability.md');

const secrets = randomSecrets();

function psql(sql) {
  const result = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

function startCms() {
  return startService('cms', 'npx', ['strapi', 'start'], {
    cwd: path.join(root, 'apps/cms'),
    env: {
      ...seededPostgresCmsEnv({ secrets, database: DATABASE, port: CMS_PORT, webUrl: WEB_URL, files: FILES }),
      // The families pay on the keyless demo checkout.
      TATE_DEMO_PAYMENTS: 'true',
      // Setting up 40 parents at once from one address; the limits are not what this benchmark measures.
      RATE_LIMIT_MAX: '100000',
    },
  });
}

async function json(response) {
  const body = await response.json();
  if (!response.ok && body.response_code === undefined) throw new Error(`${response.url}: ${response.status}`);
  return body;
}

/** Letters only (names may not hold digits): 0 -> "Aa", 27 -> "Bb". */
const tag = (n) => String.fromCharCode(65 + Math.floor(n / 26)) + String.fromCharCode(97 + (n % 26));

/** A parent with an active plan (registered, then paid on the CMS's demo checkout) and their children. */
async function createFamily(index) {
  const parent = { name: `Bench Parent ${tag(index)}`, email: `bench-${index}-${Date.now()}@tate.example`, password: 'Calm1234' };
  const registered = await json(
    await fetch(`${CMS_URL}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...parent, plan: 'month', check: true }),
    }),
  );
  if (registered.response_code !== 200) throw new Error(`register: ${registered.response_message}`);
  const paid = await fetch(registered.response_data, { method: 'POST' });
  if (!paid.ok) throw new Error(`demo checkout answered ${paid.status}`);

  const login = await json(
    await fetch(`${CMS_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: parent.email, password: parent.password }),
    }),
  );
  const token = login.response_data.authToken;
  const childIds = [];
  for (let child = 0; child < CHILDREN_PER_PARENT; child += 1) {
    const created = await json(
      await fetch(`${CMS_URL}/api/children`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authtoken: token },
        body: JSON.stringify({ name: `Child ${tag(child)}`, dateOfBirth: '2018-03-14', theme: ['Space'] }),
      }),
    );
    if (created.response_code !== 200) throw new Error(`child: ${created.response_message}`);
    childIds.push(created.response_data._id);
  }

  return { parent, cookie: await webLogin(parent), childIds };
}

/** The web session, as a browser gets it: the login form posted to the web app. */
async function webLogin(parent) {
  const form = new URLSearchParams({ email: parent.email, password: parent.password });
  const response = await fetch(`${WEB_URL}/login`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: WEB_URL } });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__tate_session='));
  if (!cookie) throw new Error(`web login answered ${response.status} without a session`);
  return cookie.split(';')[0];
}

/** Logs out through the web as another tab of the same browser does; the browser then holds no session cookie. */
async function webLogout(cookie) {
  const response = await fetch(`${WEB_URL}/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: WEB_URL } });
  const cleared = response.headers.getSetCookie().some((value) => /^__tate_session=;/.test(value));
  if (!cleared) throw new Error(`web logout answered ${response.status} without clearing the session`);
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when every browser has nothing in flight and nothing queued, or after `limitMs`; returns the time taken. */
async function waitUntilSettled(browsers, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs && !browsers.every((browser) => browser.settled())) await sleep(250);
  return performance.now() - started;
}

/**
 * The answer as the client reads it. A save the web refused comes back as 200 {"saved":false}: the route returns
 * data(body, { status }), and Remix 2 with single fetch answers such a value of a resource route with 200.
 */
function answerOf({ status, body }) {
  return body.includes('"saved":false') ? `${status} {"saved":false}` : String(status);
}

function requestFigures(requests) {
  const failed = requests.filter((request) => answerOf(request) !== '200');
  const answers = {};
  for (const request of failed) answers[answerOf(request)] = (answers[answerOf(request)] ?? 0) + 1;
  const latencies = requests.map((request) => request.ms);
  const max = Math.max(0, ...latencies);
  return {
    count: requests.length,
    failed: failed.length,
    answers:
      Object.entries(answers)
        .map(([answer, count]) => `${answer}: ${count}`)
        .join(', ') || 'none',
    latencies: `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${max.toFixed(0)} ms`,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const lockHeld = () => spawnSync('flock', ['-n', LOCK, 'true']).status !== 0;

async function killCms() {
  process.kill(-cms.pid, 'SIGKILL');
  await new Promise((resolve) => (cms.exitCode !== null ? resolve() : cms.once('exit', resolve)));
}

async function restartCms() {
  cms = startCms();
  await waitForUrl(`${CMS_URL}/_health`, { child: cms });
}

/** Each listener starts playing the media, the starts spread evenly over START_SPREAD_MS. */
function startPlayingSpread(listeners, mediaId) {
  listeners.forEach((listener, index) =>
    setTimeout(
      () => (listener.listening = listener.page.play({ childId: listener.childId, mediaId })),
      (index / listeners.length) * START_SPREAD_MS,
    ),
  );
}

/** Waits until the reopened pages have sent what was queued (at most REOPEN_LIMIT_MS), leaves them and returns the wait. */
async function flushReopened(listeners, reopened) {
  const flushMs = await waitUntilSettled(
    listeners.map((listener) => listener.browser),
    REOPEN_LIMIT_MS,
  );
  for (const page of reopened) page.leave([]);
  return flushMs;
}

/** Scenario 1: every child plays, the CMS is killed and restarted in the middle, every child pauses at the end. */
async function outageWhilePlaying({ children, mediaId }) {
  const requests = [];
  const listeners = children.map(({ childId, cookie }) => {
    const browser = createBrowser({ productModules, webUrl: WEB_URL, cookie, onRequest: (request) => requests.push(request) });
    return { childId, browser, page: browser.openPage(), listening: null };
  });

  log(`Scenario 1: ${listeners.length} children play for ${seconds(RUN_MS)}; the CMS is killed at ${seconds(KILL_AT_MS)}`);
  const started = performance.now();
  startPlayingSpread(listeners, mediaId);

  await sleep(KILL_AT_MS);
  log('Killing the CMS (SIGKILL) and starting it again');
  const killedAt = performance.now();
  await killCms();
  await restartCms();
  const downtimeMs = performance.now() - killedAt;
  log(`The CMS answered again after ${seconds(downtimeMs)}`);

  await sleep(Math.max(0, RUN_MS - (performance.now() - started)));
  log('Every child pauses; waiting until no browser has a request in flight or a save queued');
  for (const { listening } of listeners) listening.player.pause();
  const drainMs = await waitUntilSettled(
    listeners.map((listener) => listener.browser),
    DRAIN_LIMIT_MS,
  );

  let lost = 0;
  const lostExamples = [];
  for (const { childId, browser, page, listening } of listeners) {
    page.leave([listening]);
    const expected = Math.round(listening.lastPosition);
    const stored = await browser.stored({ childId, mediaId });
    if (stored !== expected) {
      lost += 1;
      if (lostExamples.length < 5)
        lostExamples.push(`${childId}: saved ${expected} s, stored ${stored} s, still queued: ${browser.queued().length}`);
    }
  }
  return { children: listeners.length, downtimeMs, drainMs, lost, lostExamples, requests: requestFigures(requests) };
}

/** Scenario 2: each child's tab is closed while the CMS is down; the parent opens the site again once it is back. */
async function tabClosedWhileCmsDown({ children, mediaId }) {
  const requests = [];
  const listeners = children.map(({ childId, cookie }) => {
    const browser = createBrowser({ productModules, webUrl: WEB_URL, cookie, onRequest: (request) => requests.push(request) });
    return { childId, browser, page: browser.openPage(), listening: null };
  });

  log(`Scenario 2: ${listeners.length} children play; the CMS is killed; each tab is closed while it is down`);
  startPlayingSpread(listeners, mediaId);
  await sleep(START_SPREAD_MS + 30_000);
  await killCms();
  const killedAt = performance.now();
  // Tabs close 2 to 40 s into the outage, so some have saved during it (queued) and some have not.
  await Promise.all(
    listeners.map(async (listener, index) => {
      await sleep(2_000 + (index / listeners.length) * 38_000);
      listener.page.close([listener.listening]);
      listener.closedAt = Math.round(listener.listening.lastPosition);
      listener.queuedAtClose = listener.browser.queued().length;
    }),
  );
  while (listeners.some((listener) => !listener.browser.idle())) await sleep(100);
  const beacons = requests.filter((request) => request.kind === 'beacon');
  log('Every tab is closed; starting the CMS again, then the parent opens the site (the queue is flushed at page load)');
  await restartCms();
  const downtimeMs = performance.now() - killedAt;
  const reopened = listeners.map((listener) => listener.browser.openPage());
  const flushMs = await flushReopened(listeners, reopened);

  const outcomes = [];
  for (const listener of listeners) {
    const stored = await listener.browser.stored({ childId: listener.childId, mediaId });
    outcomes.push({
      closedAt: listener.closedAt,
      stored,
      queuedAtClose: listener.queuedAtClose,
      queuedAfter: listener.browser.queued().length,
    });
  }
  return { downtimeMs, flushMs, outcomes, beacons: requestFigures(beacons), requests: requestFigures(requests) };
}

/** Scenario 3: the session ends (logout in another tab, or the cookie expired), then the child pauses. */
async function saveAfterSessionEnded({ children, mediaId }) {
  const requests = [];
  const listeners = children.map(({ childId, cookie, parent }, index) => {
    const browser = createBrowser({ productModules, webUrl: WEB_URL, cookie, onRequest: (request) => requests.push(request) });
    return {
      childId,
      parent,
      browser,
      page: browser.openPage(),
      listening: null,
      how: index % 2 === 0 ? 'logout in another tab' : 'cookie expired',
    };
  });

  log(`Scenario 3: ${listeners.length} children play; the session ends; then each child pauses`);
  startPlayingSpread(listeners, mediaId);
  await sleep(START_SPREAD_MS + 20_000);
  for (const listener of listeners) {
    if (listener.how === 'logout in another tab') await webLogout(listener.browser.cookie);
    listener.browser.cookie = null;
  }
  const before = requests.length;
  await sleep(5_000);
  for (const listener of listeners) {
    listener.listening.player.pause();
    listener.pausedAt = Math.round(listener.listening.lastPosition);
  }
  await waitUntilSettled(
    listeners.map((listener) => listener.browser),
    5_000,
  );
  const afterEnd = requests.slice(before);
  for (const listener of listeners) {
    listener.queuedAfterRefusal = listener.browser.queued().length;
    listener.page.leave([listener.listening]);
  }

  log('The parents sign in again and open the site (the queue is flushed at page load)');
  const reopened = [];
  for (const listener of listeners) {
    listener.browser.cookie = await webLogin(listener.parent);
    reopened.push(listener.browser.openPage());
  }
  await flushReopened(listeners, reopened);

  const outcomes = [];
  for (const listener of listeners) {
    const stored = await listener.browser.stored({ childId: listener.childId, mediaId });
    outcomes.push({ how: listener.how, pausedAt: listener.pausedAt, stored, queuedAfterRefusal: listener.queuedAfterRefusal });
  }
  return { outcomes, afterEnd: requestFigures(afterEnd) };
}

function caseTable(outcomes, expectedOf) {
  const kept = outcomes.filter((outcome) => outcome.stored === expectedOf(outcome));
  const behind = outcomes
    .filter((outcome) => outcome.stored !== expectedOf(outcome))
    .map((outcome) => expectedOf(outcome) - (outcome.stored ?? 0));
  return { kept: kept.length, lost: behind.length, behind };
}

log(`Fresh PostgreSQL database ${DATABASE}`);
psql(`DROP DATABASE IF EXISTS ${DATABASE}`);
psql(`CREATE DATABASE ${DATABASE}`);

const productModules = await bundleProductModules();
const commit = git('rev-parse', '--short', 'HEAD');
const uncommitted = git('status', '--short', '--', 'apps', 'packages');
const loadBefore = os.loadavg();
const lockedAtStart = lockHeld();

let cms = startCms();
const web = startService('web', 'node', ['apps/web/server/index.js'], {
  env: { ...pickSecrets(secrets, WEB_SECRET_NAMES), PORT: String(WEB_PORT), HOST: '127.0.0.1', CMS_URL, CMS_PUBLIC_URL: CMS_URL },
});
const stopAll = () => {
  stopService(web);
  stopService(cms);
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  await waitForUrl(`${CMS_URL}/_health`, { child: cms });
  await waitForUrl(`${WEB_URL}/home`, { child: web });

  const media = await json(await fetch(`${CMS_URL}/api/meditations?pagination[pageSize]=3`));
  const [mainMedia, closedTabMedia, signedOutMedia] = media.data.map((item) => item.documentId);

  log(`Creating ${CHILDREN} children in ${CHILDREN / CHILDREN_PER_PARENT} families`);
  const families = [];
  for (let index = 0; index < CHILDREN / CHILDREN_PER_PARENT; index += 1) families.push(await createFamily(index));
  const children = families.flatMap((family) =>
    family.childIds.map((childId) => ({ childId, cookie: family.cookie, parent: family.parent })),
  );
  // The loss cases use one child of each of their own families (a logout ends the whole family's session).
  const firstChildren = families.map((family) => ({ childId: family.childIds[0], cookie: family.cookie, parent: family.parent }));

  const main = await outageWhilePlaying({ children, mediaId: mainMedia });
  const closedTab = await tabClosedWhileCmsDown({ children: firstChildren.slice(0, CASE_CHILDREN), mediaId: closedTabMedia });
  const signedOut = await saveAfterSessionEnded({
    children: firstChildren.slice(CASE_CHILDREN, 2 * CASE_CHILDREN),
    mediaId: signedOutMedia,
  });
  const lockedAtEnd = lockHeld();
  const loadAfter = os.loadavg();

  const closed = caseTable(closedTab.outcomes, (outcome) => outcome.closedAt);
  const closedQueued = closedTab.outcomes.filter((outcome) => outcome.queuedAtClose > 0).length;
  const closedStillQueued = closedTab.outcomes.reduce((sum, outcome) => sum + outcome.queuedAfter, 0);
  const ended = caseTable(signedOut.outcomes, (outcome) => outcome.pausedAt);
  const endedKeptBy = (how) =>
    caseTable(
      signedOut.outcomes.filter((outcome) => outcome.how === how),
      (outcome) => outcome.pausedAt,
    ).kept;
  const endedQueued = signedOut.outcomes.reduce((sum, outcome) => sum + outcome.queuedAfterRefusal, 0);
  const answered = (figures) => (figures.failed === 0 ? 'all 200 {"saved":true}' : figures.answers);
  const behindRange = ({ behind }) =>
    behind.length ? `${Math.min(...behind)}-${Math.max(...behind)} s (median ${percentile(behind, 50)} s)` : '-';
  const held = (locked) => (locked ? 'held' : 'NOT held');
  const tree = uncommitted
    ? `built from the working tree, where another engineer had uncommitted edits: ${uncommitted.replace(/\n/g, ', ')}`
    : 'apps/ and packages/ clean, built at this commit';
  const lostLines = main.lostExamples.map((line) => `- lost: ${line}\n`).join('');
  const runNumber = (fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8').match(/^## Run \d+/gm)?.length ?? 0 : 0) + 1;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');

  const section = `
## Run ${runNumber}: ${when} UTC at ${commit}

- Commit \`${commit}\`; ${tree}.
- Quiet machine: \`${LOCK}\` held for the whole run (checked at the start: ${held(lockedAtStart)}, at the end: ${held(lockedAtEnd)});
  load average (1 min) ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after.

**1. CMS killed and restarted while ${main.children} children play** (${families.length} parents): the CMS answered again after
**${seconds(main.downtimeMs)}**; after the pause every browser had sent everything and emptied its queue in ${seconds(main.drainMs)}.

| figure | value |
| --- | --- |
| **positions lost** (stored position differs from the last one the player saved) | **${main.lost} of ${main.children}** |
| requests (saves, queued retries, beacons) | ${main.requests.count} |
| not answered 200 {"saved":true} | ${main.requests.failed} (${main.requests.answers}) |
| p50 / p95 / max latency | ${main.requests.latencies} |
${lostLines}
**2. A tab closed while the CMS is down** (${closedTab.outcomes.length} children; tabs closed 2-40 s into an outage of ${seconds(
    closedTab.downtimeMs,
  )};
the parent opened the site again once the CMS was back; the queues were emptied ${seconds(closedTab.flushMs)} after that page load).

| figure | value |
| --- | --- |
| beacons on page hide | ${closedTab.beacons.count}, answered ${answered(closedTab.beacons)} |
| tabs with a save queued in localStorage when closed | ${closedQueued} of ${closedTab.outcomes.length} |
| **position at closing stored** | **${closed.kept} of ${closedTab.outcomes.length}** |
| positions lost (an earlier position stored instead) | ${closed.lost} of ${closedTab.outcomes.length}, behind by ${behindRange(closed)} |
| saves still queued after the reopened page's flush | ${closedStillQueued} |

**3. A save after the session ended** (${signedOut.outcomes.length} children: the parent logged out in another tab for half of them, the
session cookie expired for the other half, 5 s before the child paused; then the parent signed in again and opened the site).

| figure | value |
| --- | --- |
| requests after the session ended | ${signedOut.afterEnd.count}, answered ${answered(signedOut.afterEnd)} |
| saves kept in the queue for after the next login | ${endedQueued} |
| **position at pausing stored** | **${ended.kept} of ${signedOut.outcomes.length}** (logout: ${endedKeptBy(
    'logout in another tab',
  )}, expired cookie: ${endedKeptBy('cookie expired')}) |
| positions lost (the last save before the session ended stored instead) | ${ended.lost} of ${
    signedOut.outcomes.length
  }, behind by ${behindRange(ended)} |
`;
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.appendFileSync(RESULTS, section);
  console.log(section);
} finally {
  stopAll();
}
