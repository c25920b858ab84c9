// The apps' history save at the bedtime peak (issue 57 items 1, 2 and 5): autocannon on `POST /api/child-history`
// (one position, as the mobile apps and the web's player send it) and on `POST /api/child-history/batch` (a player's
// 100 queued saves), side by side with the CMS's floor `GET /_health` in the same run, on the built CMS started as
// `npm start` starts it. Three set-ups: one CMS on SQLite (the embedded default), one on PostgreSQL, and two on one
// PostgreSQL database sharing Redis, with the connections split between them as a load balancer would. Every save
// moves the demo child's place (no client time: each is newer than the last, so each is written with its listened
// seconds). Run after a build, under the heavy lock: `flock /tmp/tate-heavy.lock node bench/history-save/run.mjs`.
// BENCH_SECONDS (10) per load; BENCH_SETUPS picks set-ups by name (sqlite,postgres,postgres-2); BENCH_LABEL names the
// run. Appends to bench/results/history-save-run.md (bench/results/history-save.md keeps the reading).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { seededPostgresCmsEnv, seededSqliteCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { randomSecrets } from '../../scripts/lib/secrets.mjs';
import { root, startService, stopService, waitForUrl } from '../../scripts/lib/run.mjs';
import { autocannon, fetchAlone } from '../lib/http.mjs';

const DATABASE = 'tate_bench_history';
const REDIS_URL = 'redis://127.0.0.1:6379/8';
const BATCH = 100;
/** The bench starts no web: the CMS is told of one nobody listens at. */
const NO_WEB = 'http://127.0.0.1:3999';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const basePort = Number(process.env.BENCH_CMS_PORT ?? 1443);
const secrets = randomSecrets();

function psql(sql) {
  const result = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/** The CMS's environment for each set-up: the demo seed, no admin panel, and (for two) one database and one Redis. */
const SETUPS = {
  sqlite: {
    label: 'one CMS, SQLite',
    instances: 1,
    prepare() {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-history-'));
      const file = path.join(folder, 'data.db');
      return (port) => ({ ...seededSqliteCmsEnv({ secrets, filename: file, port, webUrl: NO_WEB, files: folder }), REDIS_URL: '' });
    },
  },
  postgres: { label: 'one CMS, PostgreSQL', instances: 1, prepare: postgres(false) },
  'postgres-2': { label: 'two CMSs, one PostgreSQL, Redis', instances: 2, prepare: postgres(true) },
};

function postgres(sharesRedis) {
  return async () => {
    psql(`DROP DATABASE IF EXISTS ${DATABASE}`);
    psql(`CREATE DATABASE ${DATABASE}`);
    if (sharesRedis) {
      const redis = new Redis(REDIS_URL);
      await redis.flushdb();
      redis.disconnect();
    }
    // The instances of one install share its files, as they share its database.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-history-'));
    return (port) => ({
      ...seededPostgresCmsEnv({ secrets, database: DATABASE, port, webUrl: NO_WEB, files: folder }),
      REDIS_URL: sharesRedis ? REDIS_URL : '',
    });
  };
}

/** How many children save at once: each on connections of its own, as each child's player is on its own device. */
const CHILDREN = 5;

/** The demo parent's token, CHILDREN of their children (made as the apps make them when the demo has fewer) and a published meditation. */
async function demoFamily(cmsUrl) {
  const post = async (pathname, body, headers = {}) => {
    const json = !(body instanceof FormData);
    const response = await fetchAlone(`${cmsUrl}/api/${pathname}`, {
      method: 'POST',
      headers: json ? { 'content-type': 'application/json', ...headers } : headers,
      body: json ? JSON.stringify(body) : body,
    });
    return response.json();
  };
  const login = await post('login', { email: 'parent@tate.local', password: 'TateParent1' });
  const token = login.response_data?.authToken;
  if (!token) throw new Error('the demo parent could not sign in');
  const headers = { authtoken: token };
  let children = (await post('children/all', {}, headers)).response_data ?? [];
  for (let made = children.length; made < CHILDREN; made++) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: `Bench ${made + 1}`, dateOfBirth: '2019-05-04', theme: '["Animals"]', parentId: login.response_data.documentId ?? login.response_data._id })) {
      form.append(key, String(value));
    }
    await post('children', form, headers);
    children = (await post('children/all', {}, headers)).response_data ?? [];
  }
  const categories = await post('category/all', {});
  const media = await post('category/media/all', { filter: {}, libraryId: categories.response_data?.[0]?._id });
  const mediaId = media.response_data?.[0]?._id;
  const childIds = children.slice(0, CHILDREN).map((child) => String(child._id));
  if (childIds.length < CHILDREN || !mediaId) throw new Error(`not ${CHILDREN} demo children or no meditation: ${JSON.stringify({ children, media }).slice(0, 600)}`);
  return { token, childIds, mediaId: String(mediaId) };
}

/**
 * Each child's requests on 10 / CHILDREN connections of its own, the children spread over the instances, all at
 * once: summed requests a second, the worst p50 and p99, the summed failures.
 */
async function loadAll(urls, pathname, requestOf) {
  const each = await Promise.all(
    requestOf.map((request, index) =>
      autocannon(`${urls[index % urls.length]}${pathname}`, request.headers, { ...request, seconds, connections: 10 / requestOf.length }),
    ),
  );
  return {
    rps: each.reduce((sum, row) => sum + row.rps, 0),
    p50: Math.max(...each.map((row) => row.p50)),
    p99: Math.max(...each.map((row) => row.p99)),
    errors: each.reduce((sum, row) => sum + row.errors, 0),
  };
}

async function run(name) {
  const setup = SETUPS[name];
  const envFor = await setup.prepare();
  const ports = Array.from({ length: setup.instances }, (_, index) => basePort + index * 10);
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const services = [];
  try {
    // One after the other: the first seeds the database, the second finds it seeded.
    for (const [index, port] of ports.entries()) {
      const cms = startService(`cms-${port}`, process.execPath, [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
        cwd: path.join(root, 'apps/cms'),
        env: envFor(port),
      });
      services.push(cms);
      await waitForUrl(`${urls[index]}/_health`, { child: cms });
    }
    const family = await demoFamily(urls[0]);
    const headers = { authtoken: family.token };
    const saves = Array.from({ length: BATCH }, (_, index) => ({ mediaId: family.mediaId, currentMediaTimestamp: index, watchingTime: 1 }));
    const load = os.loadavg()[0].toFixed(2);
    const health = await loadAll(urls, '/_health', family.childIds.map(() => ({ headers: {} })));
    const single = await loadAll(
      urls,
      '/api/child-history',
      family.childIds.map((childId) => ({ headers, method: 'POST', body: { childId, mediaId: family.mediaId, currentMediaTimestamp: 42, watchingTime: 5 } })),
    );
    const batch = await loadAll(
      urls,
      '/api/child-history/batch',
      family.childIds.map((childId) => ({ headers, method: 'POST', body: { childId, saves } })),
    );
    return [
      { setup: setup.label, what: 'GET /_health (the floor)', load, ...health },
      { setup: setup.label, what: 'POST /api/child-history (one save)', load, ...single, saves: single.rps },
      { setup: setup.label, what: `POST /api/child-history/batch (${BATCH} saves)`, load, ...batch, saves: batch.rps * BATCH },
    ];
  } finally {
    for (const service of services) stopService(service);
  }
}

function report(rows) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const format = (value) => Math.round(value).toLocaleString('en');
  return [
    `## ${process.env.BENCH_LABEL ?? 'Run'}: ${new Date().toISOString()}, HEAD ${commit}, ${os.cpus().length} cores, Node ${process.version}`,
    '',
    `autocannon, 10 connections for ${seconds} s: ${CHILDREN} children saving at once, each on ${10 / CHILDREN} connections of its own (on two instances, the children spread over both); load average (1 min) before each set-up.`,
    '',
    '| set-up | request | req/s | saves/s | p50 ms | p99 ms | non-2xx + errors | load |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.setup} | ${row.what} | ${format(row.rps)} | ${row.saves === undefined ? '' : format(row.saves)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.load} |`),
    '',
  ].join('\n');
}

const names = (process.env.BENCH_SETUPS ?? 'sqlite,postgres,postgres-2').split(',');
const rows = [];
for (const name of names) {
  if (!SETUPS[name]) throw new Error(`unknown set-up ${name}: ${Object.keys(SETUPS).join(', ')}`);
  rows.push(...(await run(name)));
}
const text = report(rows);
fs.appendFileSync(path.join(root, 'bench/results/history-save-run.md'), `${text}\n`);
process.stdout.write(text);
