import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { embedBundle } from './embed-bundle.server';

describe('embedBundle', () => {
  it('names the SDK version in its path and pins the built file with sha384', () => {
    const packageFile = createRequire(import.meta.url).resolve('@tate/player-sdk/package.json');
    const { version } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
    const file = fs.readFileSync(path.join(path.dirname(packageFile), 'dist/embed/tate-player.js'));
    const bundle = embedBundle();
    expect(bundle.path).toBe(`/embed/tate-player@${version}.js`);
    expect(bundle.integrity).toBe(`sha384-${crypto.createHash('sha384').update(file).digest('base64')}`);
    expect(Buffer.from(bundle.body, 'utf8').equals(file)).toBe(true);
  });

  it("stays within the embed's budget of 25 KB gzipped, as partners' visitors download it", () => {
    expect(gzipSync(Buffer.from(embedBundle().body, 'utf8'), { level: 9 }).length).toBeLessThanOrEqual(25 * 1024);
  });
});
