import type { Core } from '@strapi/strapi';
import { migrateUploadedChildPhotos } from '../../api/child/lib/photo-migration';

type Lifecycle = (deps: { strapi: Core.Strapi }) => Promise<void> | void;
type UploadPlugin = { bootstrap: Lifecycle };

/**
 * The Media Library (upload plugin) as this product uses it: children's photos are not in it; photos an
 * older version kept there move out at boot (src/api/child/lib/photo-migration.ts).
 */
export default (plugin: UploadPlugin) => {
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (deps) => {
    await bootstrap(deps);
    await migrateUploadedChildPhotos(deps.strapi);
  };
  return plugin;
};
