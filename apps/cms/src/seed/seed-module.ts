import type { Core } from '@strapi/strapi';

/** One idempotent part of the demo seed: running it twice leaves the same content as running it once. */
export type SeedModule = {
  name: string;
  run(strapi: Core.Strapi): Promise<void>;
};
