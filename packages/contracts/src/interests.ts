/** A child's interest choices (product rules, "Child"): the `theme` of a child profile. */
export const INTERESTS = [
  'Adventures',
  'Animals',
  'BreathWork',
  'Colours',
  'Counting + Math',
  'Feeling Strong',
  'Nature',
  'Seasons',
  'Relaxing Music',
  'Sports',
  'School',
  'Shapes',
  'Space',
  'Under the sea',
  'Yoga',
] as const;

export type Interest = (typeof INTERESTS)[number];
