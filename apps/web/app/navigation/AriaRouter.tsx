import { useHref, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

/** react-aria's menus with links (the account menu) navigate through Remix instead of reloading the page. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
