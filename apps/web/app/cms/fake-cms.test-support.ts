import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createCmsClient, type CmsClient } from './client.server';

/** How a fake CMS answers one request; `body` is the request's body as sent. */
export type FakeCmsHandler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/**
 * A CMS on a free loopback port for the tests of one file (started before them, stopped after), answering with
 * `handle`; `client()` is the web's real CMS client pointed at it.
 */
export function fakeCms(handle: FakeCmsHandler): { client: () => CmsClient } {
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => handle(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    client() {
      const { port } = server.address() as AddressInfo;
      return createCmsClient({ baseUrl: `http://127.0.0.1:${port}`, publicUrl: 'http://localhost:1337' });
    },
  };
}
