import { Link, useLocation } from '@remix-run/react';
import { LinkButton, SiteHeaderNav, type NavItem } from '@tate/ui';
import type { SiteSettings } from '../cms/content.server';

type Props = { settings: Pick<SiteSettings, 'productName' | 'shopUrl'>; loggedIn: boolean };

function navItems(shopUrl: string | null): NavItem[] {
  return [
    { label: 'How It Works', href: '/howitworks' },
    ...(shopUrl ? [{ label: 'Shop', href: shopUrl, isExternal: true }] : []),
    {
      label: 'About',
      links: [
        { label: 'About Us', href: '/about' },
        { label: 'Tate For Teens', href: '/tate-for-teen' },
      ],
    },
    { label: 'Meditations Library', href: '/library' },
    { label: 'Connect', href: '/contact' },
  ];
}

export function SiteHeader({ settings, loggedIn }: Props) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to="/home" className="site-header__brand">
        {settings.productName}
        <span className="tate-visually-hidden"> home</span>
      </Link>
      <SiteHeaderNav
        items={navItems(settings.shopUrl)}
        currentPath={pathname}
        actions={
          loggedIn ? (
            <LinkButton href="/account/details" variant="secondary">
              My Account
            </LinkButton>
          ) : (
            <>
              <LinkButton href="/login" variant="secondary">
                Login
              </LinkButton>
              <LinkButton href="/signup" variant="primary">
                Sign up
              </LinkButton>
            </>
          )
        }
      />
    </header>
  );
}
