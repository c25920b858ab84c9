import { useEffect, useRef } from 'react';

function clearAnnouncements(): void {
  // Nothing was announced on this page: nothing to clear, and the announcer's code need not load.
  if (!document.querySelector('[data-live-announcer]')) return;
  void import('react-aria/private/live-announcer/LiveAnnouncer').then(({ clearAnnouncer }) => {
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  });
}

/**
 * A pending button takes its announcements with it when it goes. React Aria's Button announces its label by
 * reference while `isPending` starts and ends (a `role="img"` node labelled by the button's id, kept 7 s); after a
 * submit that moves to another page the button is gone and the node names nothing (axe's role-img-alt). It is the
 * same announcer module react-aria-components uses, so the version is pinned to the one it depends on.
 */
export function useAnnouncementsLeaveWith(isPending: boolean): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending) wasPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncements();
    },
    [],
  );
}
