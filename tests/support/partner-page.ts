import { createServer, type Server } from 'node:http';
import { test as base } from '@playwright/test';
import type { AddressInfo } from 'node:net';

/** A partner's web page on an origin of its own (a loopback address and a free port): it serves the HTML it shows. */
export type PartnerPage = { origin: string; shows(html: string): void; close(): Promise<void> };

/** Starts a partner's page on `address` (such as 127.0.0.5): `/` answers the HTML last given to `shows`, 404 before. */
export async function servePartnerPage(address: string): Promise<PartnerPage> {
  let html = '';
  const server: Server = createServer((request, response) => {
    if (request.url !== '/' || !html) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${address}:${port}`,
    shows(page) {
      html = page;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `test` with a partner's page for the test's length, closed after it however the test ends: `partnerPage` on
 * 127.0.0.2 (the origin the test's partner allows), `strangerPage` on 127.0.0.3 (an origin no partner allows), and
 * `tate`, the web's origin (what a partner's page frames or loads the script from).
 */
export const test = base.extend<{ partnerPage: PartnerPage; strangerPage: PartnerPage; tate: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  partnerPage: async ({}, provide) => {
    const page = await servePartnerPage('127.0.0.2');
    await provide(page);
    await page.close();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  strangerPage: async ({}, provide) => {
    const page = await servePartnerPage('127.0.0.3');
    await provide(page);
    await page.close();
  },
  tate: async ({ baseURL }, provide) => {
    await provide(new URL(baseURL ?? '').origin);
  },
});

export { expect } from '@playwright/test';
