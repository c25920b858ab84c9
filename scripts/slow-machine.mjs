// `npm run test:slow-machine`: the whole suite as CI runs it (a clean clone of this checkout's HEAD, `CI=true bash
// .ci/run`), with two busy processes competing for the cores from before it starts to after it ends. It must be green:
// run it before landing a change to the tests or to the servers they start (issue 51 item 3). Not part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root, run } from './lib/run.mjs';
import { runOnNode24 } from './lib/runtime.mjs';

// On a machine with another Node, this fetches Node 24 LTS from the npm registry and runs this script on it.
await runOnNode24();

/** How many processes keep the CPU busy beside the suite (each spins one core). */
const HOGS = Number(process.env.SLOW_MACHINE_HOGS ?? 2);

const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-slow-machine-'));
log(`Cloning HEAD into ${clone}`);
if (!run('git', ['clone', '-q', root, clone])) process.exit(1);

log(`Starting ${HOGS} busy processes beside the suite`);
const hogs = Array.from({ length: HOGS }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}

const started = Date.now();
const green = run('bash', ['.ci/run'], { cwd: clone, env: { CI: 'true' } });
stopHogs();
log(`The suite beside ${HOGS} busy processes was ${green ? 'green' : 'RED'} in ${Math.round((Date.now() - started) / 1000)} s (clone kept in ${clone})`);
process.exit(green ? 0 : 1);
