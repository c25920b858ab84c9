import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const original = fs.readFileSync(path.join(appDir, 'seed-assets', 'audio', 'calm-tones.mp3'));
const size = original.length;

let mediaUrl: string;
const cms = cmsForTests({ SEED_DEMO: 'true' }, { shared: true });
beforeAll(async () => {
  const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { name: 'calm-tones.mp3' } })) as { url: string };
  mediaUrl = `${cms.url}${file.url}`;
});

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('uploaded media delivery', () => {
  it('serves the whole file with range, caching and validator headers', async () => {
    const response = await fetch(mediaUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-length')).toBe(String(size));
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect((await bytesOf(response)).equals(original)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await fetch(mediaUrl, { headers: { Range: 'bytes=1000-1999' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect((await bytesOf(response)).equals(original.subarray(1000, 2000))).toBe(true);
  });

  it('answers an open-ended range up to the last byte', async () => {
    const start = size - 4321;
    const response = await fetch(mediaUrl, { headers: { Range: `bytes=${start}-` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${size - 1}/${size}`);
    expect((await bytesOf(response)).equals(original.subarray(start))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await fetch(mediaUrl, { headers: { Range: 'bytes=-500' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(response.headers.get('content-length')).toBe('500');
    expect((await bytesOf(response)).equals(original.subarray(size - 500))).toBe(true);
  });

  it('clamps a range that runs past the end', async () => {
    const response = await fetch(mediaUrl, { headers: { Range: `bytes=${size - 10}-${size + 1000}` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await bytesOf(response)).length).toBe(10);
  });

  it('refuses a range that starts past the end with 416', async () => {
    const response = await fetch(mediaUrl, { headers: { Range: `bytes=${size}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 304 when the ETag is still current', async () => {
    const first = await fetch(mediaUrl, { method: 'HEAD' });
    const etag = first.headers.get('etag') ?? '';
    const response = await fetch(mediaUrl, { headers: { 'If-None-Match': etag } });
    expect(response.status).toBe(304);
    expect((await bytesOf(response)).length).toBe(0);
    const stale = await fetch(mediaUrl, { headers: { 'If-None-Match': '"stale"', Range: 'bytes=0-9' } });
    expect(stale.status).toBe(206);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await fetch(mediaUrl, { headers: { Range: 'bytes=0-9', 'If-Range': '"old-version"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(size));
    await response.arrayBuffer();
  });

  it('answers HEAD with the headers and no body', async () => {
    const whole = await fetch(mediaUrl, { method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(whole)).length).toBe(0);
    const part = await fetch(mediaUrl, { method: 'HEAD', headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('10');
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
  });

  it('answers 404 for a missing upload and never serves files outside the uploads folder', async () => {
    expect((await fetch(`${cms.url}/uploads/missing-file.mp3`)).status).toBe(404);
    const status = await new Promise<number>((resolve, reject) => {
      const port = new URL(cms.url).port;
      http
        .get({ host: '127.0.0.1', port, path: '/uploads/..%2f..%2fpackage.json' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).not.toBe(200);
  });
});
