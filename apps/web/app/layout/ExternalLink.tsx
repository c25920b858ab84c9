import type { ReactNode } from 'react';
import { VisuallyHidden } from '@tate/ui';

/** A link that opens another site in a new tab and says so to screen reader users. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
