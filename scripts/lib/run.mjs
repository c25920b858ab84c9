// Small process helpers shared by scripts/start.mjs and scripts/test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { scaledBudget } from './machine-load.mjs';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export const quietEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

export function log(message) {
  console.log(`\n[tate] ${message}`);
}

/** Runs a command to completion with inherited output; returns true when it exited 0. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...quietEnv, ...options.env },
  });
  return result.status === 0;
}

/**
 * Runs a command beside other work; resolves to true when it exited 0. Its output is inherited, or with
 * `heldAs` kept until it ends and then printed in one block under that title, so two suites running at
 * once do not interleave their lines (and handed to `onHeldOutput`).
 */
export function runInBackground(command, args, options = {}) {
  const held = options.heldAs !== undefined;
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...quietEnv, ...options.env },
  });
  const output = [];
  if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('close', (code) => {
      if (held) {
        const text = Buffer.concat(output).toString();
        process.stdout.write(`\n[tate] ---- output of: ${options.heldAs} ----\n${text}\n[tate] ---- end of: ${options.heldAs} ----\n`);
        options.onHeldOutput?.(text);
      }
      resolve(code === 0);
    });
  });
}

/** Starts a long-running process whose output is prefixed with a label. */
export function startService(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...quietEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) target.write(`${label} | ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Stops a process started with startService, with its whole process group. */
export function stopService(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** A free TCP port on the loopback address. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `url` answers below 500; the budget is a quiet machine's, scaled by how busy npm test found this one. */
export async function waitForUrl(url, { timeoutMs = scaledBudget(180_000), child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
