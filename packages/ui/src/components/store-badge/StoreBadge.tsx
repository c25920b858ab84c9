import { createIcon } from '../icons/icon-base';
import { SmartphoneIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { classNames } from '../../logic/class-names';

export type AppStore = 'app-store' | 'google-play';

/** A play triangle, for Google's store (the kit draws its own icons: the stores' marks are theirs). */
const PlayStoreIcon = /* @__PURE__ */ createIcon('PlayStoreIcon', <path d="M7 3.5v17l13-8.5z" />);

const STORES = {
  'app-store': { small: 'Download on the', large: 'App Store', Icon: SmartphoneIcon },
  'google-play': { small: 'Get it on', large: 'Google Play', Icon: PlayStoreIcon },
} as const;

export interface StoreBadgeProps {
  store: AppStore;
  /** The app's page in that store; it opens in a new tab. */
  href: string;
  className?: string;
}

/**
 * A link to the Tate app in a store, drawn as the stores' badges are (a dark rounded plate, the store's name large
 * under a small line), so a parent knows it at a glance. Its name reads "Download on the App Store".
 */
export function StoreBadge({ store, href, className }: StoreBadgeProps) {
  const { small, large, Icon } = STORES[store];
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classNames('tate-store-badge tate-focus-ring', className)}>
      <Icon className="tate-store-badge__icon" />
      <span className="tate-store-badge__words">
        <span className="tate-store-badge__small">{small} </span>
        <span className="tate-store-badge__large">{large}</span>
      </span>
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** The app's badges side by side (wrapping on a narrow screen), as a list. */
export function StoreBadges({ links, className }: { links: StoreBadgeProps[]; className?: string }) {
  return (
    <ul className={classNames('tate-store-badges', className)}>
      {links.map((link) => (
        <li key={link.store}>
          <StoreBadge store={link.store} href={link.href} />
        </li>
      ))}
    </ul>
  );
}
