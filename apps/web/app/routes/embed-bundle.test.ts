import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { embedBundle } from '../partners/embed-bundle.server';
import { loader } from './embed-bundle';

const { version } = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('@tate/player-sdk/package.json'), 'utf8')) as { version: string };
const releasesFolder = new URL('../../embed-releases/', import.meta.url);
/** The integrity partners pinned for 0.1.0 on their pages (the docs page's snippet before 0.2.0). */
const PINNED_0_1_0 = 'sha384-HMz86CMszr9XgYt87hhsYkvy1y8/Fp61O6PNtOgi3FvZvJFv+Y7+1s6MjrhLcc62';

function sha384(bytes: Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** What a partner's page gets from an embed address. */
async function fetchEmbed(address: string): Promise<Response> {
  try {
    return await loader({ request: new Request(`http://tate.test${address}`), params: {}, context: { cspNonce: '', allowInlineScriptHashes: () => undefined } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('/embed/tate-player@<version>.js', () => {
  it('answers the address partners pinned (0.1.0) with the same bytes, and the current version with its own, both immutable', async () => {
    const old = await fetchEmbed('/embed/tate-player@0.1.0.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(old.headers.get('access-control-allow-origin')).toBe('*');
    const oldBytes = Buffer.from(await old.arrayBuffer());
    expect(sha384(oldBytes)).toBe(PINNED_0_1_0);
    expect(oldBytes.equals(fs.readFileSync(new URL('tate-player@0.1.0.js', releasesFolder)))).toBe(true);

    expect(version).not.toBe('0.1.0');
    const now = await fetchEmbed(`/embed/tate-player@${version}.js`);
    expect(now.status).toBe(200);
    expect(now.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const nowBytes = Buffer.from(await now.arrayBuffer());
    expect(sha384(nowBytes)).toBe(embedBundle().integrity);
    expect(sha384(nowBytes)).not.toBe(PINNED_0_1_0);
    // The new version shows a video meditation with captions; the pinned one never learnt it.
    expect(nowBytes.toString('utf8')).toContain('captions');
    expect(oldBytes.toString('utf8')).not.toContain('captions');
  });

  it('answers every published release at its address with the integrity recorded when it was given to partners', async () => {
    const releases = JSON.parse(fs.readFileSync(new URL('releases.json', releasesFolder), 'utf8')) as Record<string, string>;
    expect(Object.keys(releases)).toEqual(expect.arrayContaining(['0.1.0', '0.2.0', '0.2.1', '0.2.2']));
    expect(Object.keys(releases)).not.toContain(version);
    for (const [release, integrity] of Object.entries(releases)) {
      const answer = await fetchEmbed(`/embed/tate-player@${release}.js`);
      expect(answer.status).toBe(200);
      expect(sha384(Buffer.from(await answer.arrayBuffer()))).toBe(integrity);
    }
  });

  it('is not found for a version Tate never published', async () => {
    for (const unknown of ['/embed/tate-player@0.0.9.js', '/embed/tate-player@9.9.9.js', '/embed/tate-player@latest.js', '/embed/tate-player.js']) {
      expect((await fetchEmbed(unknown)).status).toBe(404);
    }
  });
});
