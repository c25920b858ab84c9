import { test as base } from '@playwright/test';

/**
 * `test` for the journeys whose outcome could depend on the date, the hour or the zone. In a normal run it is
 * Playwright's own `test`. Under the clock sweep (`scripts/clock-sweep.mjs` sets `TATE_SWEPT_CLOCK`), the runner and
 * the servers read a wall clock shifted by libfaketime, while Chromium keeps the machine's (see
 * `scripts/lib/chromium.mjs`): each page's clock is then set to the runner's, and keeps ticking in real time.
 */
export const test = base.extend<{ sweptClock: void }>({
  sweptClock: [
    async ({ context }, provide) => {
      if (process.env.TATE_SWEPT_CLOCK) await context.clock.install({ time: Date.now() });
      await provide();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
