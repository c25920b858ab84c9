// Signed-in against anonymous /library (issue 57 items 3 and 5): one CMS (SQLite, demo seed) and one web with its
// caches on, as `npm start` runs them; autocannon -c 10 -d 10 on the anonymous page, the demo parent's /library and
// the demo parent's child's /library/{childId}, and the anonymous page rendered for each request, in one run. Writes bench/results/library-signed-in-run.md
// (bench/results/library-signed-in.md keeps the before/after reading). Run after a build, under the heavy lock:
// `flock /tmp/tate-heavy.lock node bench/library-signed-in/run.mjs`. Ports: BENCH_CMS_PORT (1433), BENCH_WEB_PORT
// (3433). BENCH_CPU_PROF=<dir> writes the web's CPU profile there; BENCH_LABEL names the run in the results.
// BENCH_CMS_CALLS=1 adds, straight to the CMS with the demo parent's token, each CMS call a child's library makes (and
// GET children/:id, which it no longer makes) against the CMS's floor /_health, -d 5 each.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededSqliteCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { autocannon, fetchAlone, waitFor } from '../lib/http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const cmsPort = Number(process.env.BENCH_CMS_PORT ?? 1433);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3433);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;
const secrets = randomSecrets();
const processes = [];

function start(name, args, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  processes.push(child);
  return child;
}

/** The demo parent's cookies as a browser sends them: the session and the header's copy of the children. */
async function signedIn() {
  const login = await fetchAlone(`${webUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webUrl },
    body: new URLSearchParams({ email: 'parent@tate.local', password: 'TateParent1' }),
  });
  await login.arrayBuffer();
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('__tate_session='));
  if (!session) throw new Error(`login answered ${login.status} without a session cookie`);
  const page = await fetchAlone(`${webUrl}/library`, { headers: { cookie: session.split(';')[0] } });
  await page.arrayBuffer();
  const children = page.headers.getSetCookie().find((cookie) => cookie.startsWith('tate_children='));
  if (!children) throw new Error('a signed-in page set no tate_children cookie');
  // The children cookie is Remix's signed cookie: the value's base64 JSON, a dot, its signature.
  const value = decodeURIComponent(children.split(';')[0].slice('tate_children='.length));
  const stored = JSON.parse(decodeURIComponent(escape(atob(value.slice(0, value.lastIndexOf('.'))))));
  const childId = stored.children[0]?.id;
  if (!childId) throw new Error('the demo parent has no child');
  return { cookie: `${session.split(';')[0]}; ${children.split(';')[0]}`, childId };
}

/** Each CMS call of a child's library, alone, with the demo parent's token (the CMS's login, as the web's). */
async function cmsCalls(childId) {
  const login = await fetchAlone(`${cmsUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'parent@tate.local', password: 'TateParent1' }),
  });
  const token = (await login.json()).response_data?.authToken;
  if (!token) throw new Error(`the CMS's login answered ${login.status} without a token`);
  const headers = { authtoken: token };
  const child = encodeURIComponent(childId);
  const calls = [
    ['GET /_health', '/_health', {}],
    ['POST checkSubscription (the plan check)', '/api/checkSubscription', { method: 'POST', body: {} }],
    ['POST child-history/all', '/api/child-history/all', { method: 'POST', body: { childId } }],
    ['POST children/all', '/api/children/all', { method: 'POST', body: {} }],
    ['POST get-child-favouritelist', '/api/get-child-favouritelist', { method: 'POST', body: { childId } }],
    ['POST suggestedMedia/child', '/api/suggestedMedia/child', { method: 'POST', body: { id: childId } }],
    ['GET children/:id/bedtime', `/api/children/${child}/bedtime`, {}],
    ['GET children/:id (no longer read)', `/api/children/${child}`, {}],
  ];
  const rows = [];
  for (const [who, pathname, options] of calls) {
    rows.push({ page: 'CMS', who, ...(await autocannon(`${cmsUrl}${pathname}`, headers, { seconds: 5, ...options })) });
  }
  return rows;
}

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-library-signed-in-'));
  const db = path.join(folder, 'data.db');
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' / ');
  start('cms', [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: path.join(root, 'apps/cms'),
    env: {
      ...process.env,
      ...seededSqliteCmsEnv({ secrets, filename: db, port: cmsPort, webUrl, files: folder }),
      WEB_INTERNAL_URL: webUrl,
      REDIS_URL: '',
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  });
  await waitFor(`${cmsUrl}/_health`);
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const web = start('web', [...profile, path.join(webDir, 'server/index.js')], {
    cwd: webDir,
    env: {
      ...process.env,
      ...pickSecrets(secrets, WEB_SECRET_NAMES),
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOST: '127.0.0.1',
      CMS_URL: cmsUrl,
      CMS_PUBLIC_URL: cmsUrl,
      REDIS_URL: '',
      PUBLIC_CACHE: 'on',
    },
  });
  await waitFor(`${webUrl}/home`);
  // The header's copy of the children lasts a minute: each signed-in run signs in afresh, as a browser's next page would.
  const rows = [{ page: '/library', who: 'anonymous', ...(await autocannon(`${webUrl}/library`)) }];
  // A session cookie that holds no sign-in: no CMS call of its own, but no shared page either, so React renders the
  // anonymous page for each request (the ceiling of any page rendered per request).
  const unsigned = { cookie: '__tate_session=none' };
  rows.push({ page: '/library', who: 'anonymous, rendered per request', ...(await autocannon(`${webUrl}/library`, unsigned)) });
  const parent = await signedIn();
  rows.push({ page: '/library', who: 'signed in', ...(await autocannon(`${webUrl}/library`, { cookie: parent.cookie })) });
  const again = await signedIn();
  rows.push({ page: '/library/{childId}', who: 'signed in', ...(await autocannon(`${webUrl}/library/${again.childId}`, { cookie: again.cookie })) });
  if (process.env.BENCH_CMS_CALLS) rows.push(...(await cmsCalls(again.childId)));
  if (profile.length > 0) {
    web.kill('SIGINT');
    await new Promise((resolve) => web.once('exit', resolve));
  }
  fs.rmSync(db, { force: true });
  return { load, loadAfter: os.loadavg().map((value) => value.toFixed(2)).join(' / '), rows };
}

function report({ load, loadAfter, rows }) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const anonymous = rows[0].rps;
  return [
    `## ${process.env.BENCH_LABEL ?? 'Run'}: ${new Date().toISOString()}, HEAD ${commit}`,
    '',
    `\`node bench/library-signed-in/run.mjs\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; one CMS on SQLite (demo seed), one web, caches on, no Redis.`,
    `Load average (1/5/15 min) at the start: ${load}; at the end: ${loadAfter}.`,
    '',
    '| page | visitor | req/s | of anonymous | p50 ms | p99 ms | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.who} | ${row.rps.toFixed(0)} | ${((row.rps / anonymous) * 100).toFixed(1)} % | ${row.p50} | ${row.p99} | ${row.errors} |`,
    ),
    '',
  ].join('\n');
}

try {
  const text = report(await main());
  const out = path.join(root, 'bench/results/library-signed-in-run.md');
  fs.appendFileSync(out, `${text}\n`);
  console.log(text);
  console.log(`appended to ${path.relative(root, out)}`);
} finally {
  for (const child of processes) child.kill();
}
