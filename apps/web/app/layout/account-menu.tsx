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
 * While a child's library is open, that child's avatar and name, leading to their profile: whose stories these are, at
 * a glance. Beside the account menu on a wide screen, and on its own in the header's bar on a phone (SiteHeader.tsx),
 * where the menu's links fold into the menu button.
 */
export function ChosenChildLink() {
  const child = useChosenChild();
  if (!child) return null;
  return (
    <Link to={`/child-profile/${child.id}`} className="site-header__chosen-child" aria-label={`${child.name}'s profile`}>
      {/* Drawn here, not the kit's Avatar: sharing it with the library's chunk would add to the library's first load. */}
      {child.imageUrl ? (
        <img src={child.imageUrl} alt="" width={36} height={36} className="site-header__chosen-avatar" />
      ) : (
        <span aria-hidden="true" className="site-header__chosen-avatar">
          {child.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span aria-hidden="true" className="site-header__chosen-name">
        {child.name}
      </span>
    </Link>
  );
}

/**
 * The header's account menu, loaded apart from the page's first scripts (layout/SiteHeader.tsx) with the react-aria
 * router its links need: no page loads react-aria for the header until a parent is signed in. While a child's library
 * is open, that child's avatar sits before it (ChosenChildLink).
 */
export function AccountMenu(props: ComponentProps<typeof KitAccountMenu>) {
  return (
    <span className="site-header__account-menu">
      <ChosenChildLink />
      <AriaRouter>
        <KitAccountMenu {...props} />
      </AriaRouter>
    </span>
  );
}
