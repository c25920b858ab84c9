import { AccountMenu as KitAccountMenu } from '@tate/ui';
import type { ComponentProps } from 'react';
import { AriaRouter } from '../navigation/AriaRouter';

/**
 * The header's account menu, loaded apart from the page's first scripts (layout/SiteHeader.tsx) with the react-aria
 * router its links need: no page loads react-aria for the header until a parent is signed in.
 */
export function AccountMenu(props: ComponentProps<typeof KitAccountMenu>) {
  return (
    <AriaRouter>
      <KitAccountMenu {...props} />
    </AriaRouter>
  );
}
