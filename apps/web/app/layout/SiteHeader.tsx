import { Form, Link, useLocation, useSubmit } from '@remix-run/react';
import { LinkButton, PlainButton, SiteHeaderNav, VisuallyHidden, type AccountChild, type NavItem } from '@tate/ui';
import { Suspense, lazy } from 'react';
import type { SiteSettings } from '../cms/content.server';
import { safeLinkHref } from '../security/safe-link';

/** The signed-in parent as the header shows them; null for a visitor. */
export type HeaderAccount = { userName: string; children: AccountChild[] } | null;

// The account menu (react-aria Menu and Popover) loads only for signed-in parents.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

type Props = { settings: Pick<SiteSettings, 'productName' | 'shopUrl'>; account: HeaderAccount };

function navItems(shopLink: string | null): NavItem[] {
  const shopUrl = safeLinkHref(shopLink);
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

/** The account dropdown; without JavaScript (the menu cannot open) plain links and a Log Out form stand in. */
function AccountActions({ account }: { account: NonNullable<HeaderAccount> }) {
  const submit = useSubmit();
  return (
    <>
      <span className="site-header__menu">
        <Suspense fallback={null}>
          <AccountMenu
            userName={account.userName || 'My Account'}
            childProfiles={account.children}
            onLogOut={() => submit(null, { method: 'post', action: '/logout' })}
          />
        </Suspense>
      </span>
      <noscript>
        <a href="/account/details">My Account</a>{' '}
        <Form method="post" action="/logout" className="site-header__logout">
          <PlainButton type="submit" variant="secondary">
            Log Out
          </PlainButton>
        </Form>
      </noscript>
    </>
  );
}

export function SiteHeader({ settings, account }: Props) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to="/home" className="site-header__brand">
        {settings.productName}
        <VisuallyHidden> home</VisuallyHidden>
      </Link>
      <SiteHeaderNav
        items={navItems(settings.shopUrl)}
        currentPath={pathname}
        actions={
          account ? (
            <AccountActions account={account} />
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
