import type { Core } from '@strapi/strapi';
import { migrateUploadedChildPhotos } from '../../family/photo-migration';
import { registerPrivateUploads } from '../../storage/private-media/private-uploads';
import { registerPublicUrlImports } from '../../media/public-url-imports';

type Lifecycle = (deps: { strapi: Core.Strapi }) => Promise<void> | void;
type UploadPlugin = { bootstrap: Lifecycle };

/**
 * The Media Library (upload plugin) as this product uses it: a paid meditation's file is written privately
 * (src/storage/private-media/private-uploads.ts); an import from URL reaches public addresses only
 * (src/media/public-url-imports.ts); children's photos are not in it, and photos an older version kept there move
 * out at boot (src/family/photo-migration.ts).
 */
export default (plugin: UploadPlugin) => {
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (deps) => {
    await bootstrap(deps);
    registerPrivateUploads(deps.strapi);
    registerPublicUrlImports(deps.strapi);
    await migrateUploadedChildPhotos(deps.strapi);
  };
  return plugin;
};
