// Web page benchmark (issue 13): throughput with the public-content cache, without it, and against a bare Node
// server answering the same saved HTML (the limit); signed-in /library; JS and CSS bytes per route; Lighthouse
// mobile. Writes bench/results/web.md. Run after building: `npm run build -w @tate/web && npm run compile -w @tate/cms`.
// Ports: BENCH_CMS_PORT (1403), BENCH_WEB_PORT (3403; +10 without cache, +20 static). BENCH_LIGHTHOUSE=0 skips Lighthouse.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { seededSqliteCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { autocannon, fetchAlone, waitFor } from '../lib/http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const cmsPort = Number(process.env.BENCH_CMS_PORT ?? 1403);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3403);
const ports = { cached: webPort, uncached: webPort + 10, static: webPort + 20 };
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
// The CMS and the web refuse to start without their secrets: random ones for this run.
const secrets = randomSecrets();
const children = [];

function start(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

/** The web app on its own Express server (apps/web/server), as `npm start` and production run it. */
function startWeb(port, env) {
  return start(`web:${port}`, process.execPath, [path.join(webDir, 'server/index.js')], {
    cwd: webDir,
    env: {
      ...process.env,
      ...pickSecrets(secrets, WEB_SECRET_NAMES),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CMS_URL: cmsUrl,
      CMS_PUBLIC_URL: cmsUrl,
      ...env,
    },
  });
}

/** JS and CSS a first visit to `pagePath` loads, gzipped: the module scripts, modulepreloads and stylesheets. */
async function pageBytes(pagePath) {
  const html = await (await fetchAlone(`http://127.0.0.1:${ports.cached}${pagePath}`)).text();
  const htmlBytes = Buffer.byteLength(html);
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(fs.readFileSync(path.join(webDir, 'build/client', asset))).length;
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }
  return { html: htmlBytes, js, css };
}

/**
 * The cookies a signed-in parent's browser sends: the session (the toast cookie left out, so each request is an
 * ordinary signed-in page) and the header's one-minute copy of the children that the first page sets.
 */
async function signedInCookie() {
  const session = await sessionCookie();
  const page = await fetchAlone(`http://127.0.0.1:${ports.cached}/library`, { headers: { cookie: session } });
  await page.arrayBuffer();
  const children = page.headers.getSetCookie().find((cookie) => cookie.startsWith('tate_children='));
  if (!children) throw new Error('a signed-in page set no tate_children cookie');
  return `${session}; ${children.split(';')[0]}`;
}

/** The demo parent's session cookie. */
async function sessionCookie() {
  const response = await fetchAlone(`http://127.0.0.1:${ports.cached}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${ports.cached}` },
    body: new URLSearchParams({ email: 'parent@tate.local', password: 'TateParent1' }),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__tate_session='));
  if (!session) throw new Error(`login answered ${response.status} without a session cookie`);
  return session.split(';')[0];
}

/**
 * Lighthouse now and then fails to start or reach its Chromium here (exit 1 before any audit): such a run is said
 * on the console with Lighthouse's own words and tried again, at most three times.
 */
function lighthouse(url) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = ['-y', 'lighthouse@13.5.0', url, '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`];
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] });
      break;
    } catch (error) {
      const said = String(error.stderr ?? '').trim().split('\n').slice(-3).join(' | ');
      console.error(`Lighthouse failed on ${url} (attempt ${attempt}): ${said}`);
      if (attempt === 3) throw error;
    }
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    accessibility: score('accessibility'),
    seo: score('seo'),
  };
}

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-web-'));
  const db = path.join(folder, 'data.db');
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' / ');
  start('cms', process.execPath, [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: path.join(root, 'apps/cms'),
    env: {
      ...process.env,
      ...seededSqliteCmsEnv({ secrets, filename: db, port: cmsPort, webUrl: `http://127.0.0.1:${ports.cached}`, files: folder }),
      WEB_INTERNAL_URL: `http://127.0.0.1:${ports.cached}`,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  });
  await waitFor(`${cmsUrl}/_health`);
  startWeb(ports.cached, { PUBLIC_CACHE: 'on' });
  startWeb(ports.uncached, { PUBLIC_CACHE: 'off' });
  await waitFor(`http://127.0.0.1:${ports.cached}/home`);
  await waitFor(`http://127.0.0.1:${ports.uncached}/home`);

  // The limit: a bare Node server answering the pages' saved HTML.
  const saved = {};
  for (const page of ['/library', '/home']) saved[page] = await (await fetchAlone(`http://127.0.0.1:${ports.cached}${page}`)).text();
  const savedFile = path.join(os.tmpdir(), `tate-bench-pages-${process.pid}.json`);
  fs.writeFileSync(savedFile, JSON.stringify(saved));
  start('static', process.execPath, [path.join(root, 'bench/web/static-server.mjs'), String(ports.static), savedFile], {});
  await waitFor(`http://127.0.0.1:${ports.static}/home`);

  const throughput = [];
  for (const page of ['/library', '/home']) {
    for (const [variant, port] of [['cache on', ports.cached], ['cache off', ports.uncached], ['static HTML (limit)', ports.static]]) {
      throughput.push({ page, variant, ...(await autocannon(`http://127.0.0.1:${port}${page}`)) });
    }
  }
  const cookie = await signedInCookie();
  throughput.push({ page: '/library', variant: 'signed in, cache on', ...(await autocannon(`http://127.0.0.1:${ports.cached}/library`, { cookie })) });
  // The rest of the library's cards, which the page asks for once it is interactive (its data request).
  const rest = '/resources/library-cards.data';
  throughput.push({ page: rest, variant: 'signed in, cache on', ...(await autocannon(`http://127.0.0.1:${ports.cached}${rest}`, { cookie })) });

  const pages = ['/home', '/library', '/login', '/signup', '/tate-for-teen'];
  const bytes = [];
  for (const page of pages) bytes.push({ page, ...(await pageBytes(page)) });

  // Lighthouse's simulated metrics vary from run to run: three runs a page, the median by performance score.
  const scores = [];
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const page of pages) {
      const runs = [1, 2, 3].map(() => lighthouse(`http://127.0.0.1:${ports.cached}${page}`));
      runs.sort((a, b) => a.performance - b.performance);
      scores.push({ page, ...runs[1], all: runs.map((run) => run.performance).join(', ') });
    }
  }
  fs.rmSync(savedFile);
  return { load, loadAfter: os.loadavg().map((value) => value.toFixed(2)).join(' / '), throughput, bytes, scores };
}

function report({ load, loadAfter, throughput, bytes, scores }) {
  const kb = (value) => (value / 1024).toFixed(1);
  const lines = [
    '# Web pages: cache, bytes and Lighthouse',
    '',
    `Run ${new Date().toISOString()} by \`node bench/web/run.mjs\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}).`,
    `Load average (1/5/15 min) at the start: ${load}; at the end: ${loadAfter}. Quiet only when run under \`flock /tmp/tate-heavy.lock\` with nothing else started outside it (bench/README.md).`,
    '',
    '## Throughput (autocannon -c 10 -d 10, loopback)',
    '',
    'Signed in: the demo parent\'s session cookie and the header\'s one-minute copy of the children that the first page sets, as a browser sends them.',
    '',
    '| page | server | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...throughput.map((row) => `| ${row.page} | ${row.variant} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`),
    '',
    '## HTML, and the JavaScript and CSS a first visit loads (gzipped)',
    '',
    '| page | HTML KB (as sent, before gzip) | JS KB | CSS KB |',
    '| --- | ---: | ---: | ---: |',
    ...bytes.map((row) => `| ${row.page} | ${kb(row.html)} | ${kb(row.js)} | ${kb(row.css)} |`),
  ];
  if (scores.length > 0) {
    lines.push(
      '',
      '## Lighthouse 13.5.0, mobile (Debian Chromium, headless): the median of three runs',
      '',
      '| page | performance (three runs) | LCP s | TBT ms | CLS | accessibility | SEO |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...scores.map(
        (row) =>
          `| ${row.page} | ${row.performance} (${row.all}) | ${row.lcp.toFixed(2)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.accessibility} | ${row.seo} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

try {
  const results = await main();
  const text = report(results);
  const out = path.join(root, 'bench/results/web-run.md');
  fs.writeFileSync(out, text);
  console.log(text);
  console.log(`written to ${path.relative(root, out)} (bench/results/web.md adds the before figures and the reading)`);
} finally {
  for (const child of children) child.kill();
}
