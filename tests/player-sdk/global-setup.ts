import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const packageDir = resolve(import.meta.dirname, '../../packages/player-sdk');

function newestChange(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const changed = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    return Math.max(newest, changed);
  }, 0);
}

function builtAt(): number {
  try {
    return Math.min(...['dist/index.js', 'dist/embed/tate-player.js', 'dist/sw/tate-media-sw.js'].map((file) => statSync(join(packageDir, file)).mtimeMs));
  } catch {
    return 0;
  }
}

/** The test pages load the built SDK: build it when dist is missing or older than the sources. */
export default function globalSetup(): void {
  if (builtAt() >= newestChange(join(packageDir, 'src'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@tate/player-sdk'], { cwd: resolve(packageDir, '../..'), stdio: 'inherit' });
}
