/** The library filter's values (product rules, "Library filter"). */
export const DURATION_BUCKETS = ['5-10', '10-15', '15+'] as const;
export const AGE_RANGES = ['3-4', '5-7', '8-10', '11+'] as const;
/** "I want to feel": sent as the filter's `theme`. */
export const FEELINGS = ['sleepy', 'excited', 'confident', 'imaginative', 'focused', 'calm', 'thoughtful', 'active'] as const;

export type DurationBucket = (typeof DURATION_BUCKETS)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type Feeling = (typeof FEELINGS)[number];
