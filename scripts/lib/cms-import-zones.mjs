// The CMS's import boundaries as `import-x/no-restricted-paths` zones (eslint.config.js).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'apps/cms/src');

/**
 * Shared folders from the lowest layer up: a folder may import the ones before it, never the ones after it, so
 * the shared folders cannot form a cycle. Folders not listed (admin-roles, editing, seed, …) sit above them all.
 */
export const CMS_SHARED_LAYERS = ['security', 'database', 'utils', 'http', 'media', 'storage', 'mail', 'preview', 'library', 'accounts', 'commerce', 'family'];

/** Where the app is put together: these may import features (documents: the ordered list of document middlewares). */
const COMPOSITION = ['index.ts', 'extensions', 'documents'];

function entries(dir) {
  return fs.readdirSync(dir, { withFileTypes: true });
}

export function cmsImportZones() {
  const features = entries(`${src}/api`).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const shared = entries(src)
    .map((entry) => entry.name)
    .filter((name) => name !== 'api' && !COMPOSITION.includes(name) && name !== 'admin' && name !== 'components');
  const others = shared.filter((name) => !CMS_SHARED_LAYERS.includes(name));
  return [
    ...features.map((feature) => ({
      target: `${src}/api/${feature}`,
      from: `${src}/api`,
      except: [`./${feature}`],
      message: 'A feature imports shared code only: move what both features need to a shared folder of src/.',
    })),
    ...shared.map((folder) => ({
      target: `${src}/${folder}`,
      from: `${src}/api`,
      message: 'Shared code never imports a feature (src/api): pass what it needs in, or move the code out of the feature.',
    })),
    ...CMS_SHARED_LAYERS.flatMap((folder, index) =>
      [...CMS_SHARED_LAYERS.slice(index + 1), ...others].map((higher) => ({
        target: `${src}/${folder}`,
        from: `${src}/${higher}`,
        message: `src/${folder} is below src/${higher} in CMS_SHARED_LAYERS (scripts/lib/cms-import-zones.mjs): it may not import it.`,
      })),
    ),
  ];
}
