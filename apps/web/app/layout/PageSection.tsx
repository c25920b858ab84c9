import type { ReactNode } from 'react';

/**
 * A part of a page, named by its `h2` (the section's first child): the one way a page writes a named part of itself,
 * as `PageFrame` is for the page and its `h1`. `headingId` is the heading's id, which names the section
 * (`aria-labelledby`, a region for assistive technology); `id` is the section's own (an anchor).
 */
export function PageSection({
  headingId,
  heading,
  id,
  className,
  headingClassName,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  id?: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
