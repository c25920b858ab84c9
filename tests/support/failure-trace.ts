import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What a failed journey leaves to look at: its trace (actions, network, DOM snapshots, sources), without the
 * screencast. Screenshots of every frame cost each journey about a tenth of its CPU on a 2-core machine while
 * passing tests throw them away; the DOM snapshots show the page at each step (docs/decisions/2026-11-28-ci-less-cpu-work.md).
 */
export const failureTrace: NonNullable<PlaywrightTestConfig['use']>['trace'] = { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true };
