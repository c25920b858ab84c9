import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { embedBundle, embedBundleAt, embedBundleVersions } from './embed-bundle.server';

const packageFile = createRequire(import.meta.url).resolve('@tate/player-sdk/package.json');
const { version } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
const releasesFolder = new URL('../../embed-releases/', import.meta.url);
const recorded = JSON.parse(fs.readFileSync(new URL('releases.json', releasesFolder), 'utf8')) as Record<string, string>;

function sha384(bytes: Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

describe('embedBundle', () => {
  it('names the SDK version in its path and pins the built file with sha384', () => {
    const file = fs.readFileSync(path.join(path.dirname(packageFile), 'dist/embed/tate-player.js'));
    const bundle = embedBundle();
    expect(bundle.path).toBe(`/embed/tate-player@${version}.js`);
    expect(bundle.integrity).toBe(sha384(file));
    expect(Buffer.from(bundle.body, 'utf8').equals(file)).toBe(true);
  });

  it("stays within the embed's budget of 25 KB gzipped, as partners' visitors download it", () => {
    expect(gzipSync(Buffer.from(embedBundle().body, 'utf8'), { level: 9 }).length).toBeLessThanOrEqual(25 * 1024);
  });
});

describe('the published releases', () => {
  it('keep 0.1.0 (the audio-only embed) with the integrity partners pinned, and the current version is a new one', () => {
    expect(recorded['0.1.0']).toBe('sha384-HMz86CMszr9XgYt87hhsYkvy1y8/Fp61O6PNtOgi3FvZvJFv+Y7+1s6MjrhLcc62');
    for (const [release, integrity] of Object.entries(recorded)) {
      expect(sha384(fs.readFileSync(new URL(`tate-player@${release}.js`, releasesFolder)))).toBe(integrity);
    }
    expect(Object.keys(recorded)).not.toContain(version);
    expect(embedBundleVersions()).toEqual([...Object.keys(recorded), version]);
  });

  it('gives each version its own bytes and integrity; a version never published is none', () => {
    const old = embedBundleAt('0.1.0');
    expect(old?.path).toBe('/embed/tate-player@0.1.0.js');
    expect(old?.integrity).toBe(recorded['0.1.0']);
    expect(Buffer.from(old?.body ?? '', 'utf8').equals(fs.readFileSync(new URL('tate-player@0.1.0.js', releasesFolder)))).toBe(true);
    expect(embedBundleAt(version)).toBe(embedBundle());
    expect(embedBundle().integrity).not.toBe(recorded['0.1.0']);
    for (const unknown of ['0.0.9', '0.3.0', '9.9.9']) expect(embedBundleAt(unknown)).toBeNull();
  });
});
