/**
 * Where the account menu's links go. Apart from AccountMenu.tsx so that a page can draw the same links without
 * loading react-aria's menu (the web's phone menu and its header without JavaScript).
 */
export interface AccountChild {
  id: string;
  name: string;
}

export interface AccountMenuLinks {
  account: string;
  childProfile: (childId: string) => string;
  favourites: string;
  changePassword: string;
}

export const DEFAULT_ACCOUNT_LINKS: AccountMenuLinks = {
  account: '/account/details',
  childProfile: (childId) => `/child-profile/${encodeURIComponent(childId)}`,
  favourites: '/favourites',
  changePassword: '/change-password',
};
