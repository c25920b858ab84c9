import { Link } from '@remix-run/react';
import type { LinkComponentProps } from '@tate/ui';

/**
 * The kit's links (LinkButton, MediaCard) as Remix links: the site's own pages open without reloading. A download
 * (a file a resource route sends) is a request of the browser's own, so it reloads the document.
 */
export function AppLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} reloadDocument={props.download !== undefined} {...props} />;
}
