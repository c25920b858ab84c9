/** Returns a function that runs `action` at most once per `intervalMs`; the first call runs at once. */
export function throttle<Args extends unknown[]>(
  action: (...args: Args) => void,
  intervalMs: number,
): (...args: Args) => void {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const now = Date.now();
    if (now - lastRun < intervalMs) return;
    lastRun = now;
    action(...args);
  };
}
