import { createRequire } from 'node:module';

/**
 * @strapi/strapi's ESM build cannot be loaded by Node's ESM resolver (it imports `lodash/fp` as a
 * directory), so tests load its CommonJS build, exactly as `strapi start` does.
 */
const requireCjs = createRequire(import.meta.url);
export const { createStrapi, compileStrapi } = requireCjs('@strapi/strapi') as typeof import('@strapi/strapi');
