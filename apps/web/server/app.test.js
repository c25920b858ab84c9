// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import express from 'express';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEBHOOK_PATH, bodyLimit } from './body-limit.js';
import { builtAssets } from './built-assets.js';
import { canonicalHost, readCanonicalHostSwitch } from './canonical-host.js';
import { originCheck } from './origin-check.js';
import { publicFiles } from './public-files.js';
import { readTrustProxy } from './app.js';
import { sendSharedPage } from './shared-pages.js';

/**
 * Runs one request through `middleware` in a real Express app on a free loopback port; redirects are not followed.
 * @param {import('express').RequestHandler} middleware
 * @param {RequestInit & { path?: string, fromOwnOrigin?: boolean, trustProxy?: string }} init
 */
async function through(middleware, { path = '/login', fromOwnOrigin = false, trustProxy, ...init }) {
  const app = express();
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(middleware);
  app.all('*', (_req, res) => res.status(200).send('reached'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const origin = `http://127.0.0.1:${port}`;
    const headers = fromOwnOrigin ? { ...init.headers, origin } : init.headers;
    return await fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers });
  } finally {
    server.close();
  }
}

describe('originCheck', () => {
  const check = originCheck();

  it('lets reads through from anywhere', async () => {
    expect((await through(check, { method: 'GET', headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('refuses a post from another origin, a null origin and a cross-site fetch', async () => {
    /** @type {Record<string, string>[]} */
    const foreign = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      expect((await through(check, { method: 'POST', headers, body: 'a=1' })).status).toBe(403);
    }
  });

  it('accepts a post from its own origin, a same-origin fetch and a client that is not a browser', async () => {
    expect((await through(check, { method: 'POST', fromOwnOrigin: true, body: 'a=1' })).status).toBe(200);
    expect((await through(check, { method: 'POST', body: 'a=1' })).status).toBe(200);
    expect((await through(check, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: 'a=1' })).status).toBe(200);
  });

  it('accepts the configured public origin behind a proxy', async () => {
    const behindProxy = originCheck({ publicUrl: 'https://tate.example' });
    expect((await through(behindProxy, { method: 'POST', headers: { origin: 'https://tate.example' }, body: 'a=1' })).status).toBe(200);
  });
});

describe('bodyLimit', () => {
  const limit = bodyLimit({ formBytes: 10, multipartBytes: 20, webhookBytes: 30 });

  it('refuses a body over the limit with 413', async () => {
    expect((await through(limit, { method: 'POST', body: 'x'.repeat(11) })).status).toBe(413);
  });

  it('allows multipart its own, larger limit', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await through(limit, { method: 'POST', headers, body: 'x'.repeat(15) })).status).toBe(200);
    expect((await through(limit, { method: 'POST', headers, body: 'x'.repeat(21) })).status).toBe(413);
  });

  it("allows the CMS's webhook its own limit", async () => {
    expect((await through(limit, { method: 'POST', path: WEBHOOK_PATH, body: 'x'.repeat(25) })).status).toBe(200);
    expect((await through(limit, { method: 'POST', path: WEBHOOK_PATH, body: 'x'.repeat(31) })).status).toBe(413);
  });

  it('asks a body of unknown length for its length (411)', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('abc'));
        controller.close();
      },
    });
    expect((await through(limit, { method: 'POST', body, duplex: 'half' })).status).toBe(411);
  });

  it('lets small and empty requests through', async () => {
    expect((await through(limit, { method: 'POST', body: 'x'.repeat(10) })).status).toBe(200);
    expect((await through(limit, { method: 'GET' })).status).toBe(200);
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

describe('canonicalHost', () => {
  const toLocalhost = canonicalHost({ publicUrl: 'http://localhost:3000' });

  it("sends a read on another host name to the public host, path and query kept", async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await through(toLocalhost, { method, path: '/reset-password?code=abc&x=%2F' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('http://localhost:3000/reset-password?code=abc&x=%2F');
    }
  });

  it('leaves the public host, form posts and an unset or switched-off address alone', async () => {
    const onPublicHost = canonicalHost({ publicUrl: 'http://127.0.0.1:3000' });
    expect((await through(onPublicHost, { method: 'GET' })).status).toBe(200);
    expect((await through(toLocalhost, { method: 'POST', body: 'a=1' })).status).toBe(200);
    expect((await through(canonicalHost({}), { method: 'GET' })).status).toBe(200);
    expect((await through(canonicalHost({ publicUrl: 'http://localhost:3000', enabled: false }), { method: 'GET' })).status).toBe(200);
  });

  it('reads the host a trusted proxy forwards, and ignores it from anyone else', async () => {
    const behindProxy = canonicalHost({ publicUrl: 'https://tate.example' });
    const forwarded = { 'x-forwarded-host': 'tate.example' };
    expect((await through(behindProxy, { method: 'GET', trustProxy: 'loopback', headers: forwarded })).status).toBe(200);
    expect((await through(behindProxy, { method: 'GET', headers: forwarded })).status).toBe(301);
  });

  it('is on unless CANONICAL_HOST_REDIRECT says off', () => {
    expect(readCanonicalHostSwitch(undefined)).toBe(true);
    expect(readCanonicalHostSwitch('on')).toBe(true);
    for (const off of ['off', 'false', '0', ' OFF ']) expect(readCanonicalHostSwitch(off)).toBe(false);
  });
});

describe('builtAssets', () => {
  // Each copy says which it is, so the text a client reads tells which file went.
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-assets-'));
  fs.writeFileSync(path.join(assetsDir, 'shared-a1.js'), 'export const copy = "as built";');
  fs.writeFileSync(path.join(assetsDir, 'shared-a1.js.br'), brotliCompressSync('export const copy = "brotli";'));
  fs.writeFileSync(path.join(assetsDir, 'shared-a1.js.gz'), gzipSync('export const copy = "gzip";'));
  fs.writeFileSync(path.join(assetsDir, 'tiny-b2.js'), 'export {};');
  const assets = builtAssets(assetsDir);

  /** @param {string} assetPath @param {string} acceptEncoding */
  const get = (assetPath, acceptEncoding) => through(assets, { method: 'GET', path: assetPath, headers: { 'accept-encoding': acceptEncoding } });

  it("sends a browser the build's brotli copy when it takes brotli, as a script cached for a year", async () => {
    const response = await get('/shared-a1.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe('export const copy = "brotli";');
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to a client that takes neither', async () => {
    const gzipped = await get('/shared-a1.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe('export const copy = "gzip";');
    const plain = await get('/shared-a1.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const copy = "as built";');
  });

  it('sends a file the build left uncompressed as it is, and passes a missing one on', async () => {
    expect(await (await get('/tiny-b2.js', 'br')).text()).toBe('export {};');
    expect(await (await get('/missing-c3.js', 'br')).text()).toBe('reached');
  });
});

describe('sendSharedPage', () => {
  // Each copy says which it is, so the text a client reads tells which copy went.
  /** @param {Buffer | null} brotli @returns {import('./shared-pages.js').SharedPage} */
  const kept = (brotli) => ({
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8'], ['etag', 'W/"p1"']],
    body: Buffer.from('<p>as rendered</p>'),
    gzipped: gzipSync('<p>gzip</p>'),
    brotli,
    storedAt: Date.now(),
  });
  /** @param {import('./shared-pages.js').SharedPage} page @param {string} acceptEncoding */
  const get = (page, acceptEncoding) =>
    through((req, res) => sendSharedPage(req, res, page), { method: 'GET', path: '/library', headers: { 'accept-encoding': acceptEncoding } });

  it("sends a browser that takes brotli the page's brotli copy, though it lists gzip first", async () => {
    const response = await get(kept(brotliCompressSync('<p>brotli</p>')), 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe('<p>brotli</p>');
  });

  it('sends the gzipped copy until the brotli one is made, and to a browser without brotli', async () => {
    const early = await get(kept(null), 'gzip, deflate, br, zstd');
    expect(early.headers.get('content-encoding')).toBe('gzip');
    expect(await early.text()).toBe('<p>gzip</p>');
    const withoutBrotli = await get(kept(brotliCompressSync('<p>brotli</p>')), 'gzip, deflate');
    expect(await withoutBrotli.text()).toBe('<p>gzip</p>');
  });

  it('sends the page itself to a client that takes neither', async () => {
    const plain = await get(kept(brotliCompressSync('<p>brotli</p>')), 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>as rendered</p>');
  });
});

describe('publicFiles', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-client-'));
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const files = publicFiles(clientDir);

  it('serves a file at the top of the client folder, cached for an hour', async () => {
    const response = await through(files, { method: 'GET', path: '/favicon.svg' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('<svg');
  });

  it('passes every other path on to the pages', async () => {
    for (const pagePath of ['/library', '/favicon.svg/x', '/missing.svg']) {
      expect(await (await through(files, { method: 'GET', path: pagePath })).text()).toBe('reached');
    }
  });
});
