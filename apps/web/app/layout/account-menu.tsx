import { Link, useRouteLoaderData } from '@remix-run/react';
import { AccountMenu as KitAccountMenu } from '@tate/ui';
import type { ComponentProps } from 'react';
import { AriaRouter } from '../navigation/AriaRouter';
import type { ChosenChild, ChosenChildData } from './chosen-child';

/** The child whose library is open (`/library/{childId}`), as its loader gives them; null on any other page. */
function useChosenChild(): ChosenChild | null {
  return useRouteLoaderData<ChosenChildData>('library-child')?.shelves?.child ?? null;
}

/**
 * The header's account menu, loaded apart from the page's first scripts (layout/SiteHeader.tsx) with the react-aria
 * router its links need: no page loads react-aria for the header until a parent is signed in. While a child's library
 * is open, that child's avatar sits before it, leading to their profile: whose stories these are, at a glance.
 */
export function AccountMenu(props: ComponentProps<typeof KitAccountMenu>) {
  const child = useChosenChild();
  return (
    <span className="site-header__account-menu">
      {child ? (
        <Link to={`/child-profile/${child.id}`} className="site-header__chosen-child" aria-label={`${child.name}'s profile`}>
          {/* Drawn here, not the kit's Avatar: sharing it with the library's chunk would add to the library's first load. */}
          {child.imageUrl ? (
            <img src={child.imageUrl} alt="" width={36} height={36} className="site-header__chosen-avatar" />
          ) : (
            <span aria-hidden="true" className="site-header__chosen-avatar">
              {child.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <span aria-hidden="true">{child.name}</span>
        </Link>
      ) : null}
      <AriaRouter>
        <KitAccountMenu {...props} />
      </AriaRouter>
    </span>
  );
}
