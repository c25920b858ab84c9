// Debian's chromium and the flags it needs here (no sandbox as root, no GPU, and no background
// network traffic on a machine without internet). Shared by every browser test, story run and benchmark.
import process from 'node:process';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser's environment: the runner's, without libfaketime. Under the clock sweep (scripts/clock-sweep.mjs) the
 * runner and the servers read a shifted wall clock; Chromium under libfaketime starts background services that load
 * the machine, so it keeps the real clock and the journeys set each page's clock (tests/support/swept-clock.ts).
 */
function browserEnvironment() {
  if (!process.env.TATE_SWEPT_CLOCK) return {};
  return { env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'))) };
}

/** Playwright launch options for Debian's chromium, with any extra flags a suite needs. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs], ...browserEnvironment() };
}
