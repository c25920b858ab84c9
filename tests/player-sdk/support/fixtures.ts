import { test as base, expect, type Page } from '@playwright/test';
import { startMediaServer, type MediaServer } from './media-server.mjs';

export const test = base.extend<{ openPlayerPage: () => Promise<Page> }, { server: MediaServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const server = await startMediaServer();
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  openPlayerPage: async ({ page, server }, provide) => {
    await provide(async () => {
      await page.goto(`${server.url}/player.html`);
      await page.waitForFunction(() => 'harness' in window);
      return page;
    });
  },
});

export { expect };
