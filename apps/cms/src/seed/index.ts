import type { Core } from '@strapi/strapi';
import type { SeedModule } from './seed-module';
import { taxonomySeed } from './taxonomy';
import { plansSeed } from './plans';
import { librarySeed } from './library';
import { marketingSeed } from './marketing';
import { pagesSeed } from './pages';
import { peopleSeed } from './people';
import { familySeed } from './family';
import { partnersSeed } from './partners';

/** Demo seed modules, run in this order at bootstrap when SEED_DEMO=true. Each one must be idempotent. */
const seedModules: SeedModule[] = [taxonomySeed, plansSeed, librarySeed, marketingSeed, pagesSeed, peopleSeed, familySeed, partnersSeed];

export async function runSeed(strapi: Core.Strapi): Promise<void> {
  for (const seedModule of seedModules) {
    const started = Date.now();
    await seedModule.run(strapi);
    strapi.log.info(`Demo seed: ${seedModule.name} in ${Date.now() - started} ms`);
  }
}
