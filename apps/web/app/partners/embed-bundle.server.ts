import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

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

const sdkPackage = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/) });

let bundle: EmbedBundle | null = null;

function sdkPackageFile(): { file: string; version: string } {
  const file = createRequire(import.meta.url).resolve('@tate/player-sdk/package.json');
  return { file, version: sdkPackage.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).version };
}

/**
 * `/embed/tate-player@<version>.js`, from the SDK's package.json alone: app/routes.ts gives this address its own
 * route, which outranks the iframe player's `/embed/<meditation>`.
 */
export function embedBundlePath(version = sdkPackageFile().version): string {
  return `/embed/tate-player@${version}.js`;
}

/** The built `@tate/player-sdk` embed (dist/embed/tate-player.js) with its version and integrity, read once. */
export function embedBundle(): EmbedBundle {
  if (bundle) return bundle;
  const { file, version } = sdkPackageFile();
  const body = fs.readFileSync(path.join(path.dirname(file), 'dist/embed/tate-player.js'));
  const integrity = `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
  bundle = { version, path: embedBundlePath(version), integrity, body: body.toString('utf8') };
  return bundle;
}
