import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` slices a component draws of what came for `key` (the library: the rest of the cards, a category
 * a slice): none while `key` is null, then one more after each slice is drawn, each from a task of its own
 * (`setTimeout`), so the browser paints and answers a tap between two slices and no slice is a long task
 * (docs/decisions/2026-11-30-lighthouse-second-pass.md). The same `key` again (the same query's cards revalidated)
 * keeps what is drawn; a new one starts from none. Each slice is a transition (React renders it in short pieces) of
 * the component that owns it alone, which should be small: a transition that other updates keep interrupting waits.
 */
export function useSlices(key: string | null, count: number): number {
  const [drawn, setDrawn] = useState<{ key: string | null; slices: number }>({ key: null, slices: 0 });
  const slices = key !== null && drawn.key === key ? drawn.slices : 0;
  useEffect(() => {
    if (key === null || slices >= count) return undefined;
    const timer = setTimeout(() => startTransition(() => setDrawn({ key, slices: slices + 1 })));
    return () => clearTimeout(timer);
  }, [key, slices, count]);
  return slices;
}
