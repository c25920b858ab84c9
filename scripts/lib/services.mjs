// Makes sure the machine services the tests use are present: Debian's chromium and ffmpeg, PostgreSQL and Redis.
import fs from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { isPortOpen, log, run, runInBackground } from './run.mjs';

let aptQueue = Promise.resolve();

/** Installs one Debian package; one apt-get at a time (dpkg takes a lock), so callers may ask at once. */
function aptInstall(name, purpose) {
  const install = aptQueue.then(async () => {
    log(`Installing Debian's ${name} ${purpose}`);
    if (!(await runInBackground('bash', ['-c', `apt-get update -qq && apt-get install -y -qq ${name}`]))) {
      throw new Error(`Could not install ${name} (apt-get install ${name}); install it and run again`);
    }
  });
  aptQueue = install.catch(() => undefined);
  return install;
}

/** Installs Debian's chromium when it is missing, beside other work (the caller awaits it before the browser tests). */
export async function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  await aptInstall('chromium', 'for the browser tests');
}

/**
 * Installs Debian's ffmpeg (ffmpeg and ffprobe of one security-maintained release) when either is missing: the CMS's
 * media pipeline runs them (docs/decisions/2026-11-28-debian-ffmpeg.md). Skipped when FFMPEG_PATH and FFPROBE_PATH
 * name another build that is there.
 */
export async function ensureFfmpeg() {
  const binaries = [process.env.FFMPEG_PATH || '/usr/bin/ffmpeg', process.env.FFPROBE_PATH || '/usr/bin/ffprobe'];
  if (binaries.every((binary) => fs.existsSync(binary))) return;
  await aptInstall('ffmpeg', "for the CMS's media pipeline");
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
