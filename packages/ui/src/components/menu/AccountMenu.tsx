import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
} from 'react-aria-components';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { classNames } from '../../logic/class-names';
import { ChevronDownIcon, ChevronRightIcon } from '../icons/icons';
import { DEFAULT_ACCOUNT_LINKS, type AccountChild, type AccountMenuLinks } from './account-links';

export interface AccountMenuProps {
  /** Shown on the trigger button. */
  userName: string;
  childProfiles: AccountChild[];
  onLogOut: () => void;
  links?: AccountMenuLinks;
  noChildrenLabel?: string;
  className?: string;
}

/**
 * The logged-in header dropdown: My account, My children (nested list), Favourites, Change password, Log out. Until the
 * page's scripts have hydrated it (a slow network), the same pill is a link to My account, where every entry of the
 * menu is, so a press is never lost.
 */
export function AccountMenu({
  userName,
  childProfiles,
  onLogOut,
  links = DEFAULT_ACCOUNT_LINKS,
  noChildrenLabel = 'No children yet',
  className,
}: AccountMenuProps) {
  const isHydrated = useIsHydrated();
  const pill = classNames('tate-menu-button', 'tate-account-menu__button', 'tate-focus-ring', className);
  const face = (
    <>
      <span className="tate-account-menu__name">{userName}</span>
      <ChevronDownIcon />
    </>
  );
  if (!isHydrated) {
    return (
      <a href={links.account} aria-label={`My account, ${userName}`} className={pill}>
        {face}
      </a>
    );
  }
  return (
    <MenuTrigger>
      <Button aria-label={`Account menu for ${userName}`} className={pill}>
        {face}
      </Button>
      <Popover className="tate-popover" placement="bottom end" offset={6}>
        <Menu aria-label="Account" className="tate-menu">
          <MenuItem id="account" href={links.account} className="tate-menu__item">
            My account
          </MenuItem>
          <SubmenuTrigger>
            <MenuItem id="children" className="tate-menu__item">
              <span>My children</span>
              <ChevronRightIcon />
            </MenuItem>
            <Popover className="tate-popover" offset={-4}>
              <Menu aria-label="My children" className="tate-menu">
                {childProfiles.length > 0 ? (
                  childProfiles.map((child) => (
                    <MenuItem
                      key={child.id}
                      id={`child-${child.id}`}
                      href={links.childProfile(child.id)}
                      className="tate-menu__item"
                    >
                      {child.name}
                    </MenuItem>
                  ))
                ) : (
                  <MenuItem id="no-children" isDisabled className="tate-menu__item">
                    {noChildrenLabel}
                  </MenuItem>
                )}
              </Menu>
            </Popover>
          </SubmenuTrigger>
          <MenuItem id="favourites" href={links.favourites} className="tate-menu__item">
            Favourites
          </MenuItem>
          <MenuItem id="change-password" href={links.changePassword} className="tate-menu__item">
            Change password
          </MenuItem>
          <MenuItem id="log-out" onAction={onLogOut} className="tate-menu__item">
            Log out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
