export interface Throttled<Args extends unknown[]> {
  /** Runs the action when `intervalMs` has passed since the last run or reset. */
  run(...args: Args): void;
  /** Starts the interval again from now. */
  reset(): void;
}

/** Runs `action` at most once per `intervalMs`. */
export function throttle<Args extends unknown[]>(action: (...args: Args) => void, intervalMs: number): Throttled<Args> {
  let lastRun = Date.now();
  return {
    run(...args) {
      if (Date.now() - lastRun < intervalMs) return;
      lastRun = Date.now();
      action(...args);
    },
    reset() {
      lastRun = Date.now();
    },
  };
}
