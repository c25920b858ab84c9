import type { ReactNode } from 'react';

/**
 * A part of a page, named by the `h2` that opens it: the one way a page writes a named part of itself, as `PageFrame`
 * is for the page and its `h1`. `headingId` is the heading's id, which names the section (`aria-labelledby`, a region
 * for assistive technology); `id` is the section's own (an anchor). A card's main action (`action`: Add a child,
 * Change bedtime) stands at the far end of the heading's row (`.action-row`).
 */
export function PageSection({
  headingId,
  heading,
  id,
  className,
  headingClassName,
  action,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  id?: string;
  className?: string;
  headingClassName?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const title = (
    <h2 id={headingId} className={headingClassName}>
      {heading}
    </h2>
  );
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      {action ? (
        <div className="action-row">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
