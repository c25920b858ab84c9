// @ts-check
import http from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { sendResponse } from './shared-pages.js';

/**
 * A server whose every answer is a body that never ends on its own, as a media file being streamed: when the visitor
 * leaves, the body errors with an AbortError, as a Remix render's body does when its request's signal aborts.
 * @param {(error: Error) => void} log
 */
function streamingServer(log) {
  const app = express();
  app.get('/', (_req, res) => {
    const leaving = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) leaving.abort();
    });
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('first bytes of a long file'));
        leaving.signal.addEventListener('abort', () => controller.error(new DOMException('This operation was aborted', 'AbortError')));
      },
    });
    sendResponse(res, new Response(body, { headers: { 'Content-Type': 'audio/mpeg' } }), log);
  });
  return http.createServer(app);
}

/**
 * Opens GET / on `port`, waits for the first bytes, then hangs up, as a visitor who stops a file loading.
 * @param {number} port
 */
function openAndLeave(port) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/' }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(undefined);
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}

describe('sendResponse', () => {
  it('keeps serving when visitors leave in the middle of a streamed answer, and reports nothing for it', async () => {
    /** @type {Error[]} */
    const logged = [];
    const server = streamingServer((error) => logged.push(error));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      for (let visitor = 0; visitor < 3; visitor += 1) await openAndLeave(port);
      // Let the aborts and the body errors they cause run their course.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.listening).toBe(true);
      await openAndLeave(port);
      expect(logged).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    }
  });
});
