import { useEffect, useState } from 'react';

/**
 * How many of `count` slices a component draws of what came for `key` (the library: the rest of the cards, a category
 * a slice): none while `key` is null, then one more after each slice is drawn, each from a task of its own
 * (`setTimeout`), so the browser paints and answers a tap between two slices and no slice is a long task
 * (docs/decisions/2026-11-30-lighthouse-second-pass.md). The same `key` again (the same query's cards revalidated)
 * keeps what is drawn; a new one starts from none. The update is an ordinary one, not a transition: the component
 * that owns it must hold no lazy part (a Suspense boundary still hydrating would be drawn again from scratch).
 */
export function useSlices(key: string | null, count: number): number {
  const [drawn, setDrawn] = useState<{ key: string | null; slices: number }>({ key: null, slices: 0 });
  const slices = key !== null && drawn.key === key ? drawn.slices : 0;
  useEffect(() => {
    if (key === null || slices >= count) return undefined;
    const timer = setTimeout(() => setDrawn({ key, slices: slices + 1 }));
    return () => clearTimeout(timer);
  }, [key, slices, count]);
  return slices;
}
