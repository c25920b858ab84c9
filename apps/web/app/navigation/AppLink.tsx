import { Link } from '@remix-run/react';
import type { LinkComponentProps } from '@tate/ui';

/** The kit's links (LinkButton, MediaCard) as Remix links: the site's own pages open without reloading. */
export function AppLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
