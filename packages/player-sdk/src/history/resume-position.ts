/** How close to the end a saved position counts as finished: 5 s, or a tenth of media shorter than 50 s. */
export function finishedMarginSeconds(duration: number): number {
  return Math.min(5, duration / 10);
}

/**
 * Where Play resumes from a saved position: the position itself, or the beginning when nothing is saved or the
 * position is at (or within a few seconds of) the end, so Play never jumps to the end and stops.
 * An unknown duration (0) keeps the saved position.
 */
export function resumePosition(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(saved) || saved <= 0) return 0;
  if (duration > 0 && saved >= duration - finishedMarginSeconds(duration)) return 0;
  return saved;
}
