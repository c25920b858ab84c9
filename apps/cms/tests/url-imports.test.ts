import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { adminToken as signedInAdmin } from './admin-support';
import { isPublicAddress, publicOnlyAgent } from '../src/media/public-url-imports';

// Issue 21 item 14: the Media Library's import from URL cannot reach this machine or a private network
// (docs/decisions/2026-11-23-private-files-by-location.md). Every request here stays on 127.0.0.0/8.

type LocalServer = { url: string; requests: string[]; close(): Promise<void> };

/** A server on a loopback address that answers every path with `answer`, and records what it was asked. */
async function localServer(host: string, answer: (response: http.ServerResponse) => void): Promise<LocalServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('the public-only agent', () => {
  it('checks the address of every redirect when it connects', async () => {
    const target = await localServer('127.0.0.2', (response) => response.end('private bytes'));
    const start = await localServer('127.0.0.1', (response) => {
      response.writeHead(302, { location: `${target.url}/secret` });
      response.end();
    });
    // Only the first server's address counts as public here: the redirect leads elsewhere.
    const agent = publicOnlyAgent((address) => address === '127.0.0.1');
    try {
      await expect(fetch(`${start.url}/photo.png`, { dispatcher: agent })).rejects.toThrow();
      expect(start.requests).toEqual(['/photo.png']);
      expect(target.requests).toEqual([]);
    } finally {
      await agent.close();
      await start.close();
      await target.close();
    }
  });
});

describe("the Media Library's import from URL", () => {
  let adminToken: string;
  let server: LocalServer;

  const cms = cmsForTests({}, { shared: true });
  beforeAll(async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#88aacc' } }).png().toBuffer();
    server = await localServer('127.0.0.1', (response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    });
    adminToken = await signedInAdmin(cms, 'strapi-super-admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is fetched by the CMS itself, and reaches no address of this machine, however it is spelled', async () => {
    const { port } = new URL(server.url);
    const urls = [`http://0.0.0.0:${port}/tate.png`, `http://[::ffff:127.0.0.1]:${port}/tate.png`, `http://127.1:${port}/tate.png`];
    const rowsBefore = await cms.strapi.db.query('plugin::upload.file').count();
    const response = await fetch(`${cms.url}/upload/actions/upload-from-urls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ urls }),
    });
    expect(response.status).toBe(200);
    const events = await response.text();
    expect(events.match(/^event: file:error$/gm)).toHaveLength(urls.length);
    expect(events).not.toContain('event: file:complete');
    expect(server.requests).toEqual([]);
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(rowsBefore);
  });
});
