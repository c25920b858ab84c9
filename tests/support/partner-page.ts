import { createServer, type Server } from 'node:http';
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
