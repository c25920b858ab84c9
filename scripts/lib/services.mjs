// Makes sure the machine services the tests use are present: Debian's chromium, PostgreSQL and Redis.
import fs from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { isPortOpen, log, run, runInBackground } from './run.mjs';

/** Installs Debian's chromium when it is missing, beside other work (the caller awaits it before the browser tests). */
export async function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  log("Installing Debian's chromium for the browser tests");
  if (!(await runInBackground('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']))) {
    throw new Error('Could not install chromium (apt-get install chromium); install it and run again');
  }
}

export async function ensurePostgres() {
  if (await isPortOpen(5432)) return true;
  log('Starting PostgreSQL');
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  for (const version of versions) run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  return isPortOpen(5432);
}

export async function ensureRedis() {
  if (await isPortOpen(6379)) return true;
  log('Starting Redis');
  run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no']);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return isPortOpen(6379);
}
