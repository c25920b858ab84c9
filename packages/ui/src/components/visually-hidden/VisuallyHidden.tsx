import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. ' (opens in a new tab)' after a link's visible label. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="tate-visually-hidden">{children}</span>;
}
