/**
 * Most gzipped JavaScript a first visit to a route may load (KB = 1024 bytes); see docs/decisions/web-js-budgets.md.
 * The goal for home is 100 KB; React, React DOM and Remix take 83 KB and react-aria's press and focus
 * code 16 KB of it, so home is held at 110 KB until the header and carousel buttons drop react-aria.
 */
export const BUDGETS_KB = {
  'app/routes/home.tsx': 110,
  'app/routes/library.tsx': 130,
};

/** Every other route. */
export const DEFAULT_BUDGET_KB = 220;
