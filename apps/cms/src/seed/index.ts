import type { Core } from '@strapi/strapi';
import type { SeedModule } from './seed-module';

/** Demo seed modules, run in this order at bootstrap when SEED_DEMO=true. Each one must be idempotent. */
const seedModules: SeedModule[] = [];

export async function runSeed(strapi: Core.Strapi): Promise<void> {
  for (const seedModule of seedModules) {
    await seedModule.run(strapi);
  }
}
