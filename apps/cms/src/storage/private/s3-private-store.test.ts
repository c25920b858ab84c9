import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKSUMS_WHEN_REQUIRED } from '../s3/s3-client';
import { s3PrivateStore } from './s3-private-store';

/** A store whose first `resets` PUTs lose their connection mid-request, as a reused socket the store closed does. */
function flakyStore(resets: number) {
  const received: Buffer[] = [];
  let puts = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      puts += 1;
      if (puts <= resets) {
        request.socket.destroy();
        return;
      }
      received.push(Buffer.concat(chunks));
      response.writeHead(200, { ETag: '"e"' }).end();
    });
  });
  return { server, received, puts: () => puts };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function storeOn(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    ...CHECKSUMS_WHEN_REQUIRED,
  });
  return s3PrivateStore(client, 'private');
}

function fileWith(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tate-put-')), 'rendition.m4a');
  fs.writeFileSync(file, bytes);
  return file;
}

describe('the S3 private store', () => {
  it('sends a file again, read anew, when the store drops the connection under it', async () => {
    const flaky = flakyStore(1);
    const store = await storeOn(flaky.server);
    const bytes = Buffer.from('the rendition of a paid meditation');
    await store.put('paid.m4a', { path: fileWith(bytes) }, 'audio/mp4');
    expect(flaky.puts()).toBe(2);
    expect(flaky.received).toEqual([bytes]);
  });

  it('fails the put when the connection drops every time, after three sends', async () => {
    const flaky = flakyStore(10);
    const store = await storeOn(flaky.server);
    await expect(store.put('paid.m4a', { path: fileWith(Buffer.from('bytes')) }, 'audio/mp4')).rejects.toThrow();
    expect(flaky.puts()).toBe(3);
  });
});
