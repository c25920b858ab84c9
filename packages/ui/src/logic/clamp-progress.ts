export const DEFAULT_PROGRESS_MAX = 100;

export interface ClampedProgress {
  value: number;
  max: number;
  percent: number;
}

/** The maximum falls back to 100 unless it is a positive finite number. */
export function normalizeProgressMax(max: number | undefined): number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
}

/** Clamps the value into 0..max (non-numbers count as 0) and gives the percentage. */
export function clampProgress(value: number | undefined, max?: number): ClampedProgress {
  const safeMax = normalizeProgressMax(max);
  const numeric = typeof value === 'number' && !Number.isNaN(value) ? value : 0;
  const clamped = Math.min(Math.max(numeric, 0), safeMax);
  return { value: clamped, max: safeMax, percent: (clamped / safeMax) * 100 };
}
