import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { adminToken as signedInAdmin, filesHolding } from './admin-support';

// Issue 21 item 9: multipart on /upload and /api/upload is refused before anything is written to disk unless
// the caller is a signed-in admin; /api/upload is refused outright (docs/decisions/2026-11-23-private-files-by-location.md).

let adminToken: string;

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  adminToken = await signedInAdmin(cms, 'strapi-editor');
});

/**
 * Starts a multipart upload whose body never ends (its first file part, with the marker, is sent) and resolves
 * with the answer's status: only a server that answers without reading the body answers at all.
 */
function unfinishedUpload(uploadPath: string, marker: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: uploadPath,
      headers: { 'content-type': 'multipart/form-data; boundary=tate', 'content-length': String(10 * 1024 * 1024), ...headers },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    request.write(`--tate\r\nContent-Disposition: form-data; name="files"; filename="story.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nID3${marker}${'x'.repeat(64 * 1024)}`);
  });
}

describe('multipart uploads to the Media Library', () => {
  it.each([
    ['/upload', {}, 401],
    ['/upload?id=1', {}, 401],
    ['/upload', { authorization: 'Bearer not-a-token' }, 401],
    ['/api/upload', {}, 415],
    ['/api/upload', { authorization: `Bearer ${'x'.repeat(40)}` }, 415],
  ])('%s with %j is answered %i before its body is read, and nothing of it is written', async (uploadPath, headers, status) => {
    const marker = `TATE-ANONYMOUS-UPLOAD-${crypto.randomUUID()}`;
    const since = Date.now() - 1000;
    expect(await unfinishedUpload(uploadPath, marker, headers)).toBe(status);
    expect(fs.readdirSync(cms.dirs.uploadTemp)).toEqual([]);
    expect(filesHolding([cms.dirs.uploadTemp, os.tmpdir(), path.join(cms.dirs.public, 'uploads')], marker, since)).toEqual([]);
  });

  it('still takes an upload from a signed-in editor', async () => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2048, 0xff)])], { type: 'audio/mpeg' }), 'story.mp3');
    const response = await fetch(`${cms.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as Array<{ url: string }>;
    expect((await fetch(`${cms.url}${file.url}`)).status).toBe(200);
  });
});
