// Installs the workspace's dependencies when they are missing or older than the lockfile.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { log, root, run } from './run.mjs';

const stampFile = path.join(root, 'node_modules', '.tate-install-stamp');

function lockfileDigest() {
  const files = ['package.json', 'package-lock.json'];
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

export function ensureDependencies() {
  const digest = lockfileDigest();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === digest) return;
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  log(fresh ? 'Installing dependencies (npm ci; a few minutes on a new machine)' : 'Updating dependencies');
  const ok = run('npm', fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  if (!ok) throw new Error('Installing dependencies failed');
  fs.writeFileSync(stampFile, digest);
}
