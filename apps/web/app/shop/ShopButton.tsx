import { LinkButton } from '@tate/ui';

/** The external shop's product page for the toy, in a new tab. */
export function ShopButton({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <LinkButton href={href} target="_blank" rel="noopener noreferrer" variant="primary" size="large">
      {label}
      <span className="tate-visually-hidden"> (opens in a new tab)</span>
    </LinkButton>
  );
}
