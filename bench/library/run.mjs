// Library query benchmark (run on demand, not part of the tests):
//   node bench/library/run.mjs [--db sqlite|postgres|both] [--media 10000] [--categories 200] [--requests 200]
// Boots the CMS in this process like apps/cms/tests/harness.ts on a fresh database, generates the
// catalogue with bulk inserts, then times the filtered library calls over HTTP, counts their SQL
// queries (knex 'query' events) and compares them with raw SQL returning the same rows.
// Results go to bench/results/library.md (library-<db>.md when one database is chosen).
import crypto from 'node:crypto';
import process from 'node:process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { generateCatalogue } from './catalogue.mjs';
import { measureScenarios } from './measure.mjs';
import { renderReport } from './report.mjs';
import { IN_PROCESS_CMS_ENV, installFilesEnv } from '../../scripts/lib/cms-env.mjs';
import { CMS_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const appDir = path.join(root, 'apps', 'cms');
const requireCms = createRequire(path.join(appDir, 'package.json'));
const { createStrapi, compileStrapi } = requireCms('@strapi/strapi');
const { Client } = requireCms('pg');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const settings = {
  databases: option('db', 'both') === 'both' ? ['sqlite', 'postgres'] : [option('db', 'sqlite')],
  media: Number(option('media', '10000')),
  categories: Number(option('categories', '200')),
  requests: Number(option('requests', '200')),
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

async function freshDatabase(kind) {
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (kind === 'postgres') {
    const name = `tate_bench_${suffix}`;
    const admin = new Client({ connectionString: settings.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(settings.postgresUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      async drop() {
        const client = new Client({ connectionString: settings.postgresUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-'));
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchmark(kind) {
  const database = await freshDatabase(kind);
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-library-files-'));
  const previousEnv = { ...process.env };
  Object.assign(process.env, {
    ...IN_PROCESS_CMS_ENV,
    // The CMS refuses to boot without its secrets: random ones for this run.
    ...pickSecrets(randomSecrets(), CMS_SECRET_NAMES),
    ...database.env,
    ...installFilesEnv(files),
  });
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  try {
    await strapi.load();
    await new Promise((resolve) => strapi.server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
    const started = Date.now();
    const catalogue = await generateCatalogue(strapi, { media: settings.media, categories: settings.categories });
    const generationMs = Date.now() - started;
    const scenarios = await measureScenarios(strapi, baseUrl, catalogue, settings.requests);
    return { kind, generationMs, catalogue: catalogue.summary, scenarios };
  } finally {
    await strapi.destroy().catch(() => undefined);
    await database.drop();
    fs.rmSync(files, { recursive: true, force: true });
    process.env = previousEnv;
  }
}

if (!process.argv.includes('--no-compile')) {
  await compileStrapi({ appDir, ignoreDiagnostics: true });
}
const results = [];
for (const kind of settings.databases) {
  process.stdout.write(`Benchmarking on ${kind}...\n`);
  results.push(await benchmark(kind));
}
const report = renderReport(results, settings);
const fileName = settings.databases.length > 1 ? 'library.md' : `library-${settings.databases[0]}.md`;
const output = path.join(root, 'bench', 'results', fileName);
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, report);
process.stdout.write(`${report}\nWritten to ${path.relative(root, output)}\n`);
process.exit(0);
