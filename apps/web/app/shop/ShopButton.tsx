import { LinkButton } from '@tate/ui';
import { NewTabHint } from '../layout/ExternalLink';
import { safeLinkHref } from '../security/safe-link';

/**
 * The external shop's product page for the toy, in a new tab. The address is typed by an editor in the CMS, so it
 * goes through the link check: no button when it is missing or not a web, mail or phone link.
 */
export function ShopButton({ href, label }: { href: string | null; label: string }) {
  const safeHref = safeLinkHref(href);
  if (!safeHref) return null;
  return (
    <LinkButton href={safeHref} target="_blank" rel="noopener noreferrer" variant="primary">
      {label}
      <NewTabHint />
    </LinkButton>
  );
}
