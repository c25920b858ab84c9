/** Volume factor (0 to 1) for a fade that lasts `fadeSeconds` and has `remainingSeconds` left. */
export function fadeFactor(remainingSeconds: number, fadeSeconds: number): number {
  if (fadeSeconds <= 0) return remainingSeconds > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, remainingSeconds / fadeSeconds));
}
