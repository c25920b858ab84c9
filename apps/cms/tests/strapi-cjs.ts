import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @strapi/strapi's ESM build cannot be loaded by Node's ESM resolver (it imports `lodash/fp` as a
 * directory), so tests load its CommonJS build, exactly as `strapi start` does.
 */
const requireCjs = createRequire(import.meta.url);
export const { createStrapi, compileStrapi } = requireCjs('@strapi/strapi') as typeof import('@strapi/strapi');

/**
 * Forgets the CMS configuration Node has loaded from `distDir`/config, so the next CMS booted in this process reads
 * its own: config/middlewares.ts reads the environment as it loads (the S3 origins of the security headers), and a
 * test worker boots CMSes of different environments one after another. The app's code stays loaded, as between the
 * two boots of the global setup: some of it must be once per process (src/media/webp-formats.ts wraps the upload
 * service, one object per process, once).
 */
export function forgetCmsConfiguration(distDir: string): void {
  const configDir = `${path.join(distDir, 'config')}${path.sep}`;
  for (const id of Object.keys(requireCjs.cache)) {
    if (id.startsWith(configDir)) delete requireCjs.cache[id];
  }
}
