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

/** The built `@tate/player-sdk` embed (dist/embed/tate-player.js) with its version and integrity, read once. */
export function embedBundle(): EmbedBundle {
  if (bundle) return bundle;
  const packageFile = createRequire(import.meta.url).resolve('@tate/player-sdk/package.json');
  const { version } = sdkPackage.parse(JSON.parse(fs.readFileSync(packageFile, 'utf8')));
  const body = fs.readFileSync(path.join(path.dirname(packageFile), 'dist/embed/tate-player.js'));
  const integrity = `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
  bundle = { version, path: `/embed/tate-player@${version}.js`, integrity, body: body.toString('utf8') };
  return bundle;
}
