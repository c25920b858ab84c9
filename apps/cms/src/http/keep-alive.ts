import type { Server } from 'node:http';

/**
 * How long the CMS keeps an idle keep-alive connection open: longer than its clients keep an idle socket to reuse
 * (load balancers 60 s). With Node's 5 s default, a client that reused a socket just as the server closed it got
 * ECONNRESET (seen in a journey whose API request followed five seconds of browser work).
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers' timeout to outlast the keep-alive one, or it may cut a request arriving on a kept socket.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
