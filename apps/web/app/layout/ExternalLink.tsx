import type { ReactNode } from 'react';
import { VisuallyHidden } from '@tate/ui';
import { safeLinkHref } from '../security/safe-link';

/** Tells screen reader users that a link opens in a new tab. */
export function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}

/**
 * A link (typed by an editor in the CMS) that opens another site in a new tab and says so to screen reader users.
 * An address that is not a web, mail or phone link (`javascript:`, `data:`...) shows its content without a link.
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const safeHref = safeLinkHref(href);
  if (!safeHref) return <span className={className}>{children}</span>;
  return (
    <a href={safeHref} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </a>
  );
}

/** A list of links to other sites (the app stores, social media), each opening in a new tab. */
export function ExternalLinkList({ links, className, label }: { links: { url: string; label: string }[]; className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink href={link.url}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
