// The Node the product runs on: Node 24 LTS (issue 58, docs/decisions/2026-11-29-node-24.md). On a machine whose
// own Node is another major, `npm start`, `npm test` and `npm run test:slow-machine` fetch a pinned Node 24 from the
// npm registry (the `node-<platform>-<arch>` package holds the binary and the headers native addons build against)
// into the git-ignored `.runtime/`, then run themselves again on it, its `bin` first on the PATH (so every `node`,
// `npm` and `npx` they start, and the servers those start, are Node 24) and `npm_config_nodedir` set to it (so
// node-gyp builds better-sqlite3 and the other native addons against Node 24's headers, with no download).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root } from './run.mjs';

export const NODE_MAJOR = 24;
export const NODE_VERSION = '24.21.0';

/** The registry package holding this platform's Node binary and headers (only linux-x64 is tried here). */
export const nodePackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** Where the pinned Node is installed, and the package folder that is both its prefix and its headers' folder. */
export const runtimeDir = path.join(root, '.runtime', `node-${NODE_VERSION}`);
export const nodeDir = path.join(runtimeDir, 'node_modules', nodePackage);
const nodeBin = path.join(nodeDir, 'bin', 'node');

/** Set on the run started on the fetched Node, so it never starts itself again. */
const REEXEC_VARIABLE = 'TATE_NODE_REEXEC';

export const nodeMajor = (version = process.versions.node) => Number(version.replace(/^v/, '').split('.')[0]);

/** The environment that puts the pinned Node first: its bin on the PATH, its headers for node-gyp. */
export function pinnedNodeEnv(env = process.env) {
  return {
    ...env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${env.PATH ?? ''}`,
    npm_config_nodedir: nodeDir,
    [REEXEC_VARIABLE]: '1',
  };
}

function installedVersion() {
  if (!fs.existsSync(nodeBin)) return null;
  const result = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Installs the pinned Node from the npm registry into `.runtime/` unless it is there already. */
function installPinnedNode() {
  if (installedVersion() === `v${NODE_VERSION}`) return;
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  fs.mkdirSync(runtimeDir, { recursive: true });
  const result = spawnSync(
    'npm',
    ['install', '--prefix', runtimeDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `${nodePackage}@${NODE_VERSION}`],
    { cwd: runtimeDir, stdio: 'inherit' },
  );
  if (result.status !== 0 || installedVersion() !== `v${NODE_VERSION}`) {
    throw new Error(`Could not install ${nodePackage}@${NODE_VERSION} from the npm registry: install Node ${NODE_MAJOR} LTS and run the command again`);
  }
}

/** Logs which Node runs this script and which `node` its children get from the PATH. */
function logNode() {
  const onPath = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'none';
  const from = process.env[REEXEC_VARIABLE] ? `${nodePackage}@${NODE_VERSION} from the npm registry: ${process.execPath}` : "this machine's own";
  log(`Node ${process.version} (${from}); node --version on the PATH: ${onPath}`);
}

/**
 * Makes sure the calling script runs on Node 24: returns at once on Node 24 (the machine's own, or the pinned one
 * this function started); on another Node, fetches the pinned one, runs the same script again on it with the same
 * arguments, and exits with its exit code (signals are passed on to it).
 */
export async function runOnNode24() {
  if (nodeMajor() === NODE_MAJOR) {
    logNode();
    return;
  }
  if (process.env[REEXEC_VARIABLE]) throw new Error(`Started on the pinned Node ${NODE_VERSION} but running on ${process.version}`);
  log(`This machine's Node is ${process.version}; Tate Web runs on Node ${NODE_MAJOR} LTS: using ${nodePackage}@${NODE_VERSION} from the npm registry (fetched once into ${path.relative(root, runtimeDir)}/), then running this command on it`);
  installPinnedNode();
  const child = spawn(nodeBin, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: pinnedNodeEnv() });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  });
  process.exit(code);
}
