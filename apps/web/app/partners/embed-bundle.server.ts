import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import recordedReleases from '../../embed-releases/releases.json';

/** The partner embed as partners load it: one file at an address that names its version, never changed. */
export type EmbedBundle = {
  version: string;
  /** `/embed/tate-player@<version>.js` */
  path: string;
  /** Subresource Integrity of the file's bytes (`sha384-…`). */
  integrity: string;
  /** The file's text (UTF-8, as built). */
  body: string;
};

const VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;
const sdkPackage = z.object({ version: z.string().regex(VERSION) });

/** Each published release's integrity, as partners pinned it (embed-releases/releases.json). */
const releases = z.record(z.string().regex(VERSION), z.string().regex(/^sha384-[\w+/]{64}$/)).parse(recordedReleases);

/**
 * The published releases' bytes, built into the server as they are in embed-releases/ (text, as the files are UTF-8):
 * the addresses partners pinned keep answering them after the SDK moves on (docs/decisions/2026-11-29-script-embed-video.md).
 */
const releaseFiles = import.meta.glob<string>('../../embed-releases/tate-player@*.js', { query: '?raw', import: 'default', eager: true });

let current: EmbedBundle | null = null;
const kept = new Map<string, EmbedBundle>();

function sdkPackageFile(): { file: string; version: string } {
  const file = createRequire(import.meta.url).resolve('@tate/player-sdk/package.json');
  return { file, version: sdkPackage.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).version };
}

function integrityOf(body: string | Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
}

/**
 * `/embed/tate-player@<version>.js`, from the SDK's package.json alone: app/routes.ts gives this address its own
 * route, which outranks the iframe player's `/embed/<meditation>`.
 */
export function embedBundlePath(version = sdkPackageFile().version): string {
  return `/embed/tate-player@${version}.js`;
}

/** Every version the web serves: the published releases kept in embed-releases/, then the SDK's current one. */
export function embedBundleVersions(): string[] {
  return [...Object.keys(releases), sdkPackageFile().version];
}

/** The built `@tate/player-sdk` embed (dist/embed/tate-player.js) with its version and integrity, read once. */
export function embedBundle(): EmbedBundle {
  if (current) return current;
  const { file, version } = sdkPackageFile();
  if (version in releases) throw new Error(`The embed ${version} is a published release: bump @tate/player-sdk's version before changing its code.`);
  const body = fs.readFileSync(path.join(path.dirname(file), 'dist/embed/tate-player.js'));
  current = { version, path: embedBundlePath(version), integrity: integrityOf(body), body: body.toString('utf8') };
  return current;
}

/**
 * The embed at `version`: the current build, or a published release's bytes as recorded (a release whose bytes no
 * longer match what partners pinned is an error, never served); null for a version Tate never published.
 */
export function embedBundleAt(version: string): EmbedBundle | null {
  const recorded = releases[version];
  if (!recorded) return version === sdkPackageFile().version ? embedBundle() : null;
  const found = kept.get(version);
  if (found) return found;
  const body = releaseFiles[`../../embed-releases/tate-player@${version}.js`];
  if (body === undefined) throw new Error(`The embed release ${version} is recorded but its file is missing from embed-releases/.`);
  const integrity = integrityOf(Buffer.from(body, 'utf8'));
  if (integrity !== recorded) throw new Error(`The embed release ${version} no longer has the bytes partners pinned (${recorded}).`);
  const release = { version, path: embedBundlePath(version), integrity, body };
  kept.set(version, release);
  return release;
}

/** The version an embed address names (`/embed/tate-player@0.1.0.js`: 0.1.0), or null. */
export function embedBundleVersion(pathname: string): string | null {
  const named = /^\/embed\/tate-player@([^/]+)\.js$/.exec(pathname)?.[1];
  return named && VERSION.test(named) ? named : null;
}
