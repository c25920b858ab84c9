// Reliability benchmark (issue 9 "Prove it"): 200 simulated children save their listening position every 5 s
// for 2 minutes through the web app's /player/history route, as the web player does (apps/web/app/library:
// one position in flight per child, failed sends retried with growing pauses, the newest position replacing a
// waiting one). In the middle the CMS is killed (SIGKILL) and started again. Then every child's stored
// position is read back through the web and compared with the last position its client sent.
//
//   node bench/reliability/run.mjs        (needs built apps: npm run build -w @tate/web, npm run compile -w @tate/cms)
//
// PostgreSQL database `tate_secweb_bench` (dropped and made again), CMS on port 1422, web on 3422 (BENCH_CMS_PORT,
// BENCH_WEB_PORT). Result: bench/results/reliability.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_SECRET_NAMES, WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { log, root, startService, stopService, waitForUrl } from '../../scripts/lib/run.mjs';
import { RETRY_DELAYS_MS, createClient } from './client.mjs';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 200);
const CHILDREN_PER_PARENT = 5;
const SAVE_EVERY_MS = 5_000;
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 120_000);
const KILL_AT_MS = RUN_MS / 2;
const DRAIN_LIMIT_MS = 120_000;
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 1422);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3422);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const DATABASE = 'tate_secweb_bench';

const secrets = randomSecrets();

function psql(sql) {
  const result = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

function startCms() {
  return startService('cms', 'npx', ['strapi', 'start'], {
    cwd: path.join(root, 'apps/cms'),
    env: {
      ...pickSecrets(secrets, CMS_SECRET_NAMES),
      SEED_DEMO: 'true',
      DATABASE_CLIENT: 'postgres',
      DATABASE_NAME: DATABASE,
      PORT: String(CMS_PORT),
      HOST: '127.0.0.1',
      SERVE_ADMIN_PANEL: 'false',
      CMS_PUBLIC_URL: CMS_URL,
      WEB_PUBLIC_URL: WEB_URL,
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

  // The web session, as a browser gets it: the login form posted to the web app.
  const form = new URLSearchParams({ email: parent.email, password: parent.password });
  const webLogin = await fetch(`${WEB_URL}/login`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: WEB_URL } });
  const cookie = webLogin.headers.getSetCookie().find((value) => value.startsWith('__tate_session='));
  if (!cookie) throw new Error(`web login answered ${webLogin.status} without a session`);
  return { cookie: cookie.split(';')[0], childIds };
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

log(`Fresh PostgreSQL database ${DATABASE}`);
psql(`DROP DATABASE IF EXISTS ${DATABASE}`);
psql(`CREATE DATABASE ${DATABASE}`);

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

  const media = await json(await fetch(`${CMS_URL}/api/meditations?pagination[pageSize]=1`));
  const mediaId = media.data[0].documentId;

  log(`Creating ${CHILDREN} children in ${CHILDREN / CHILDREN_PER_PARENT} families`);
  const families = [];
  for (let index = 0; index < CHILDREN / CHILDREN_PER_PARENT; index += 1) families.push(await createFamily(index));
  const children = families.flatMap((family) => family.childIds.map((childId) => ({ childId, cookie: family.cookie })));

  const attempts = [];
  const clients = children.map(({ childId, cookie }) =>
    createClient({ webUrl: WEB_URL, cookie, childId, mediaId, onAttempt: (attempt) => attempts.push(attempt) }),
  );

  log(`Saving positions every ${SAVE_EVERY_MS / 1000} s for ${RUN_MS / 1000} s; the CMS is killed at ${KILL_AT_MS / 1000} s`);
  const started = performance.now();
  const timers = clients.map((client, index) => {
    let position = 0;
    const tick = () => {
      position += SAVE_EVERY_MS / 1000;
      client.save(position);
    };
    // Children start at different moments within the first interval, as real ones do.
    const offset = Math.round((index / clients.length) * SAVE_EVERY_MS);
    let interval;
    const first = setTimeout(() => {
      tick();
      interval = setInterval(tick, SAVE_EVERY_MS);
    }, offset);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  });

  await sleep(KILL_AT_MS);
  log('Killing the CMS (SIGKILL) and starting it again');
  const killedAt = performance.now();
  process.kill(-cms.pid, 'SIGKILL');
  await new Promise((resolve) => (cms.exitCode !== null ? resolve() : cms.once('exit', resolve)));
  cms = startCms();
  await waitForUrl(`${CMS_URL}/_health`, { child: cms });
  const downtimeMs = performance.now() - killedAt;
  log(`The CMS answered again after ${(downtimeMs / 1000).toFixed(1)} s`);

  await sleep(Math.max(0, RUN_MS - (performance.now() - started)));
  for (const stop of timers) stop();
  log('Stopped saving; waiting for the clients to send what they still hold');
  const drainStarted = performance.now();
  await Promise.race([Promise.allSettled(clients.map((client) => client.idle())), sleep(DRAIN_LIMIT_MS)]);
  const drainMs = performance.now() - drainStarted;

  log('Reading every stored position back through the web');
  let lost = 0;
  let givenUp = 0;
  const lostExamples = [];
  for (const client of clients) {
    const stored = await client.stored();
    givenUp += client.givenUp;
    if (stored !== client.lastSent) {
      lost += 1;
      if (lostExamples.length < 5) lostExamples.push(`${client.childId}: sent ${client.lastSent}, stored ${stored}`);
    }
  }

  const failed = attempts.filter((attempt) => !attempt.ok);
  const latencies = attempts.map((attempt) => attempt.ms);
  const okLatencies = attempts.filter((attempt) => attempt.ok).map((attempt) => attempt.ms);
  const statuses = {};
  for (const attempt of failed) statuses[attempt.status] = (statuses[attempt.status] ?? 0) + 1;
  const positionsSent = clients.reduce((sum, client) => sum + client.positions, 0);

  const report = `# Reliability: saving listening positions while the CMS is killed and restarted

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`node bench/reliability/run.mjs\` on the project's shared 2-core machine
(other work running), CMS on PostgreSQL (\`${DATABASE}\`), web app on its Express server, both built for production.

- ${clients.length} children (${families.length} parents signed in through the web's login form), one meditation each.
- Each child's client saves its position every ${SAVE_EVERY_MS / 1000} s for ${RUN_MS / 1000} s through \`POST /player/history\`
  of the web app, as the web player does (apps/web/app/library/position-queue.ts): one send in flight per child,
  a failed send (5xx, 408, 429, network error) retried after ${RETRY_DELAYS_MS.join(', ')} ms, the newest position replacing a waiting one.
- At ${KILL_AT_MS / 1000} s the CMS is killed with SIGKILL and started again at once; it answered again after **${(downtimeMs / 1000).toFixed(1)} s**.
- Afterwards the clients had ${(drainMs / 1000).toFixed(1)} s to send what they still held; then every child's stored position was read
  back through \`GET /player/history\` of the web app.

| figure | value |
| --- | --- |
| positions the clients produced | ${positionsSent} |
| HTTP attempts (with retries) | ${attempts.length} |
| **positions lost** (stored position differs from the last one sent) | **${lost} of ${clients.length}** |
| positions given up by a client after all retries | ${givenUp} |
| error rate (attempts not answered 2xx) | ${((failed.length / Math.max(1, attempts.length)) * 100).toFixed(2)} % (${failed.length}) |
| failed attempts by status | ${Object.entries(statuses).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'} |
| p50 / p95 / max latency, all attempts | ${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${Math.max(0, ...latencies).toFixed(0)} ms |
| p95 latency, successful attempts | ${percentile(okLatencies, 95).toFixed(0)} ms |
${lostExamples.length ? `\nLost positions (first ${lostExamples.length}):\n\n${lostExamples.map((line) => `- ${line}`).join('\n')}\n` : ''}
Status 0 is a network error (the web did not answer). While the CMS is down the web answers 503 at once
(connection refused), so the errors are the outage itself; the clients' retries carry every position over it.
`;
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/reliability.md'), report);
  console.log(report);
} finally {
  stopAll();
}
