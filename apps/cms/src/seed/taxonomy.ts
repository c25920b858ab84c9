import { FEELINGS } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { AGE_RANGE } from '../library/data/age-range';

export const ageRanges = [
  { label: '3-4', minAge: 3, maxAge: 4, sortOrder: 1 },
  { label: '5-7', minAge: 5, maxAge: 7, sortOrder: 2 },
  { label: '8-10', minAge: 8, maxAge: 10, sortOrder: 3 },
  { label: '11+', minAge: 11, maxAge: null, sortOrder: 4 },
] as const;

export const feelings = FEELINGS;

export type AgeRangeLabel = (typeof ageRanges)[number]['label'];
export type FeelingName = (typeof feelings)[number];

/** The library filter values (spec section 3): age suggestions and 'I want to feel'. */
export const taxonomySeed: SeedModule = {
  name: 'taxonomy',
  async run(strapi) {
    for (const ageRange of ageRanges) {
      await ensureDocument(strapi, AGE_RANGE, { label: ageRange.label }, { ...ageRange });
    }
    for (const name of feelings) {
      await ensureDocument(strapi, 'api::feeling.feeling', { name }, { name });
    }
  },
};
