import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const LinkComponentContext = createContext<ComponentType<LinkComponentProps> | 'a'>('a');

/**
 * The app's own link, e.g. one that navigates without reloading the page, which the kit's links (LinkButton,
 * MediaCard) render; a plain `<a>` without it. A React context only: no react-aria is loaded for a link.
 */
export const LinkComponentProvider = LinkComponentContext.Provider;

export function useLinkComponent(): ComponentType<LinkComponentProps> | 'a' {
  return useContext(LinkComponentContext);
}
