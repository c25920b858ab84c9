/**
 * The app journeys run in two parts, one in each of `npm test`'s browser lanes (scripts/test.mjs), each part with its
 * own servers and database. These files make the second part, about a third of the journeys' time, so that the
 * second lane (editor, two-instance and player SDK journeys first) ends about when the first does. Every other file,
 * and any new one, is in the first part. Move a file here when the summary shows the first lane ending much later.
 * See docs/decisions/2026-11-26-app-journeys-in-both-lanes.md.
 */
export const SECOND_PART_FILES = [
  'library-filters.spec.ts',
  'money-journeys.spec.ts',
  'video.spec.ts',
  'free-videos.spec.ts',
  'player-offline.spec.ts',
  'bedtime.spec.ts',
  'child-mode.spec.ts',
  'transcripts.spec.ts',
];

/** Which part of the app journeys this run holds: E2E_APP_PART=first or second, or every file when unset. */
export function appPart(value: string | undefined): { testMatch?: string[]; testIgnore?: string[]; suite: string } {
  if (value === 'first') return { testIgnore: SECOND_PART_FILES, suite: 'app' };
  if (value === 'second') return { testMatch: SECOND_PART_FILES, suite: 'app-second' };
  if (value === undefined || value === '') return { suite: 'app' };
  throw new Error(`E2E_APP_PART must be first or second, not ${value}`);
}
