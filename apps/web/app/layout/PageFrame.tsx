import type { ReactNode } from 'react';

/**
 * A page's own section, named by its one `h1` (`#page-heading`): the one way a route opens its page and names it.
 * `className` adds the page's own classes to `page` (e.g. `auth-page` for a form page).
 */
export function PageFrame({ heading, className, children }: { heading: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `page ${className}` : 'page'} aria-labelledby="page-heading">
      <h1 id="page-heading">{heading}</h1>
      {children}
    </section>
  );
}
