// @ts-check
import { describe, expect, it } from 'vitest';
import express from 'express';
import { WEBHOOK_PATH, bodyLimit } from './body-limit.js';
import { originCheck } from './origin-check.js';
import { readTrustProxy } from './app.js';

/**
 * Runs one request through `middleware` in a real Express app on a free loopback port.
 * @param {import('express').RequestHandler} middleware
 * @param {RequestInit & { path?: string, fromOwnOrigin?: boolean }} init
 */
async function through(middleware, { path = '/login', fromOwnOrigin = false, ...init }) {
  const app = express();
  app.use(middleware);
  app.all('*', (_req, res) => res.status(200).send('reached'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const origin = `http://127.0.0.1:${port}`;
    const headers = fromOwnOrigin ? { ...init.headers, origin } : init.headers;
    const response = await fetch(`${origin}${path}`, { ...init, headers });
    return response.status;
  } finally {
    server.close();
  }
}

describe('originCheck', () => {
  const check = originCheck();

  it('lets reads through from anywhere', async () => {
    expect((await through(check, { method: 'GET', headers: { origin: 'https://evil.example' } }))).toBe(200);
  });

  it('refuses a post from another origin, a null origin and a cross-site fetch', async () => {
    /** @type {Record<string, string>[]} */
    const foreign = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      expect((await through(check, { method: 'POST', headers, body: 'a=1' }))).toBe(403);
    }
  });

  it('accepts a post from its own origin, a same-origin fetch and a client that is not a browser', async () => {
    expect(await through(check, { method: 'POST', fromOwnOrigin: true, body: 'a=1' })).toBe(200);
    expect(await through(check, { method: 'POST', body: 'a=1' })).toBe(200);
    expect((await through(check, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: 'a=1' }))).toBe(200);
  });

  it('accepts the configured public origin behind a proxy', async () => {
    const behindProxy = originCheck({ publicUrl: 'https://tate.example' });
    expect((await through(behindProxy, { method: 'POST', headers: { origin: 'https://tate.example' }, body: 'a=1' }))).toBe(200);
  });
});

describe('bodyLimit', () => {
  const limit = bodyLimit({ formBytes: 10, multipartBytes: 20, webhookBytes: 30 });

  it('refuses a body over the limit with 413', async () => {
    expect((await through(limit, { method: 'POST', body: 'x'.repeat(11) }))).toBe(413);
  });

  it('allows multipart its own, larger limit', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await through(limit, { method: 'POST', headers, body: 'x'.repeat(15) }))).toBe(200);
    expect((await through(limit, { method: 'POST', headers, body: 'x'.repeat(21) }))).toBe(413);
  });

  it("allows the CMS's webhook its own limit", async () => {
    expect((await through(limit, { method: 'POST', path: WEBHOOK_PATH, body: 'x'.repeat(25) }))).toBe(200);
    expect((await through(limit, { method: 'POST', path: WEBHOOK_PATH, body: 'x'.repeat(31) }))).toBe(413);
  });

  it('asks a body of unknown length for its length (411)', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('abc'));
        controller.close();
      },
    });
    expect((await through(limit, { method: 'POST', body, duplex: 'half' }))).toBe(411);
  });

  it('lets small and empty requests through', async () => {
    expect((await through(limit, { method: 'POST', body: 'x'.repeat(10) }))).toBe(200);
    expect((await through(limit, { method: 'GET' }))).toBe(200);
  });
});

describe('readTrustProxy', () => {
  it('reads hops as a number, names as given, and nothing as no trust', () => {
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('loopback')).toBe('loopback');
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
  });
});
