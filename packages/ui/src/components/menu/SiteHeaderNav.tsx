import type { KeyboardEvent, FocusEvent, ReactNode } from 'react';
import { useDisclosure } from '../../hooks/use-disclosure';
import { classNames } from '../../logic/class-names';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../icons/icons';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Opens in a new tab (e.g. the external shop). */
  isExternal?: boolean;
}

export interface NavGroupItem {
  label: string;
  links: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export interface SiteHeaderNavProps {
  items: NavItem[];
  /** Path of the current page; its link gets `aria-current="page"`. */
  currentPath?: string;
  /** Right-hand side: Log in / Sign up buttons or the `AccountMenu`. */
  actions?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

function isGroup(item: NavItem): item is NavGroupItem {
  return 'links' in item;
}

function NavLink({ link, currentPath }: { link: NavLinkItem; currentPath?: string }) {
  return (
    <a
      href={link.href}
      className="tate-nav__link tate-focus-ring"
      aria-current={currentPath === link.href ? 'page' : undefined}
      {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.isExternal && <span className="tate-visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

function NavGroup({ group, currentPath }: { group: NavGroupItem; currentPath?: string }) {
  const { isOpen, setOpen, panelId, buttonProps } = useDisclosure();

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      setOpen(false);
      (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
    }
  };

  return (
    <li className="tate-nav__item tate-nav__group" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button {...buttonProps} className="tate-nav__link tate-nav__group-button tate-focus-ring">
        {group.label}
        <ChevronDownIcon />
      </button>
      <ul id={panelId} hidden={!isOpen} className="tate-nav__sublist">
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLink link={link} currentPath={currentPath} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The header navigation: links, dropdown groups (About) and a menu button that reveals them on small screens. */
export function SiteHeaderNav({ items, currentPath, actions, label = 'Main', className }: SiteHeaderNavProps) {
  const mobileMenu = useDisclosure();

  return (
    <nav aria-label={label} className={classNames('tate-nav', mobileMenu.isOpen && 'tate-nav--open', className)}>
      <button {...mobileMenu.buttonProps} className="tate-nav__toggle tate-icon-button tate-button--ghost tate-focus-ring">
        {mobileMenu.isOpen ? <CloseIcon /> : <MenuIcon />}
        <span className="tate-visually-hidden">Menu</span>
      </button>
      <div id={mobileMenu.panelId} className="tate-nav__panel">
        <ul className="tate-nav__list">
          {items.map((item) =>
            isGroup(item) ? (
              <NavGroup key={item.label} group={item} currentPath={currentPath} />
            ) : (
              <li key={item.href} className="tate-nav__item">
                <NavLink link={item} currentPath={currentPath} />
              </li>
            ),
          )}
        </ul>
        {actions && <div className="tate-nav__actions">{actions}</div>}
      </div>
    </nav>
  );
}
