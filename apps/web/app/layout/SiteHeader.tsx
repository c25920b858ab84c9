import { Form, Link, useLocation, useSubmit } from '@remix-run/react';
import { DEFAULT_ACCOUNT_LINKS, LinkButton, PlainButton, SiteHeaderNav, VisuallyHidden, type AccountChild, type NavItem } from '@tate/ui';
import { Suspense } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import type { SiteSettings } from '../cms/content.server';
import { safeLinkHref } from '../security/safe-link';
import { ABOUT_LINK, CONTACT_LINK, HOW_IT_WORKS_LINK, LIBRARY_LINK, TEENS_LINK } from './site-links';

/** The signed-in parent as the header shows them; null for a visitor. */
export type HeaderAccount = { userName: string; children: AccountChild[] } | null;

// The account menu (react-aria Menu and Popover) loads only for signed-in parents.
const AccountMenu = lazyComponent(() => import('./account-menu').then((module) => module.AccountMenu));
// On a phone the chosen child's avatar sits in the header's bar, from the same chunk (the menu's links fold away there).
const ChosenChildLink = lazyComponent(() => import('./account-menu').then((module) => module.ChosenChildLink));

/** The child this device is given to (child mode), or null when it is the parent's. */
export type HeaderChildMode = { childId: string; firstName: string } | null;

type Props = { settings: Pick<SiteSettings, 'productName' | 'shopUrl'>; account: HeaderAccount; childMode: HeaderChildMode };

function navItems(shopLink: string | null): NavItem[] {
  const shopUrl = safeLinkHref(shopLink);
  return [
    HOW_IT_WORKS_LINK,
    ...(shopUrl ? [{ label: 'Shop', href: shopUrl, isExternal: true }] : []),
    { label: 'About', links: [ABOUT_LINK, TEENS_LINK] },
    LIBRARY_LINK,
    CONTACT_LINK,
  ];
}

/** The account menu's links as plain links: inline in the phone's menu, and in the header without JavaScript. */
function AccountLinks({ account }: { account: NonNullable<HeaderAccount> }) {
  const links = DEFAULT_ACCOUNT_LINKS;
  return (
    <div className="site-header__account">
      <p className="site-header__account-name site-header__account-more">{account.userName || 'My account'}</p>
      <ul className="site-header__account-links">
        <li>
          <a href={links.account} className="site-header__account-link">
            My account
          </a>
        </li>
        {account.children.map((child) => (
          <li key={child.id} className="site-header__account-more">
            <a href={links.childProfile(child.id)} className="site-header__account-link">
              {child.name}
            </a>
          </li>
        ))}
        <li className="site-header__account-more">
          <a href={links.favourites} className="site-header__account-link">
            Favourites
          </a>
        </li>
        <li className="site-header__account-more">
          <a href={links.changePassword} className="site-header__account-link">
            Change password
          </a>
        </li>
        <li>
          <Form method="post" action="/logout">
            <PlainButton type="submit" variant="secondary">
              Log out
            </PlainButton>
          </Form>
        </li>
      </ul>
    </div>
  );
}

/** On a wide screen the account dropdown; on a phone (and without JavaScript) its links inline (site-header.css). */
function AccountActions({ account }: { account: NonNullable<HeaderAccount> }) {
  const submit = useSubmit();
  return (
    <>
      <span className="site-header__menu">
        <Suspense fallback={null}>
          <AccountMenu
            userName={account.userName || 'My account'}
            childProfiles={account.children}
            onLogOut={() => submit(null, { method: 'post', action: '/logout' })}
          />
        </Suspense>
      </span>
      <AccountLinks account={account} />
    </>
  );
}

/** In child mode the brand leads to the child's library, which the child's name heads; "Grown-ups" is the way out. */
export function SiteHeader({ settings, account, childMode }: Props) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to={childMode ? `/library/${childMode.childId}` : '/home'} className="site-header__brand">
        {settings.productName}
        <VisuallyHidden> home</VisuallyHidden>
      </Link>
      {childMode ? (
        <>
          <p className="site-header__child">{childMode.firstName}</p>
          <Link to="/child-mode/leave" className="site-header__grown-ups">
            Grown-ups
          </Link>
        </>
      ) : (
        <>
          {account ? (
            <span className="site-header__phone-child">
              <Suspense fallback={null}>
                <ChosenChildLink />
              </Suspense>
            </span>
          ) : null}
          <SiteHeaderNav
            items={navItems(settings.shopUrl)}
            currentPath={pathname}
            actions={
              account ? (
                <AccountActions account={account} />
              ) : (
                <>
                  <LinkButton href="/login" variant="secondary">
                    Log in
                  </LinkButton>
                  <LinkButton href="/signup" variant="primary">
                    Sign up
                  </LinkButton>
                </>
              )
            }
          />
        </>
      )}
    </header>
  );
}
