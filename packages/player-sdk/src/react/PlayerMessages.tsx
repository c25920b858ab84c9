import type { ReactNode } from 'react';

/** A player control's state in words, read out politely as it changes; empty while there is nothing to say. */
export function PlayerStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="tate-player-status">
      {children}
    </p>
  );
}

/** Why a player control failed, read out at once. */
export function PlayerError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="tate-player-error">
      {children}
    </p>
  );
}
