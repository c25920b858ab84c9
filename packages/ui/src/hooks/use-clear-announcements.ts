import { useEffect } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * Empties React Aria's live announcer whenever `pageKey` changes. A pending Button announces its label by reference
 * (a `role="img"` node labelled by the button's id); after a submit that moves to another page the button is gone,
 * so for up to 7 s the node names nothing (axe's role-img-alt), and what it said belongs to the page that was left.
 * It is the same announcer module react-aria-components uses, so the version is pinned to the one it depends on.
 */
export function useClearAnnouncementsOnChange(pageKey: string): void {
  useEffect(() => {
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  }, [pageKey]);
}
