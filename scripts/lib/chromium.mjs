// Debian's chromium and the flags it needs here (no sandbox as root, no GPU, and no background
// network traffic on a machine without internet). Shared by every browser test, story run and benchmark.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright launch options for Debian's chromium, with any extra flags a suite needs. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] };
}
