// Installs the workspace's dependencies when they are missing, older than the lockfile, or installed under another
// Node major (native addons such as better-sqlite3 are built for one Node ABI: those are reinstalled from scratch).
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

/** The stamp: the lockfile's digest, then the Node major the packages were installed (and built) under. */
const stampFor = (digest) => `${digest} node${process.versions.node.split('.')[0]}`;

export function ensureDependencies() {
  const stamp = stampFor(lockfileDigest());
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  if (previous === stamp) return;
  const hasModules = fs.existsSync(path.join(root, 'node_modules'));
  // No stamp, or one of another Node major (or the older stamp without one): the native addons may be built for
  // another Node's ABI, which `npm install` would keep.
  const otherNode = hasModules && previous?.split(' ')[1] !== stamp.split(' ')[1];
  const fresh = !hasModules || otherNode;
  log(
    !hasModules
      ? 'Installing dependencies (npm ci; a few minutes on a new machine)'
      : otherNode
        ? `Reinstalling dependencies for Node ${process.versions.node} (npm ci): they were installed under another Node, or not by these scripts`
        : 'Updating dependencies',
  );
  const ok = run('npm', fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  if (!ok) throw new Error('Installing dependencies failed');
  fs.writeFileSync(stampFile, stamp);
}
