/** The header's account menu, loaded apart from the page's first scripts (layout/SiteHeader.tsx). */
export { AccountMenu } from '@tate/ui';
