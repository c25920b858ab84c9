import { PlainButton } from '@tate/ui';
import type { ReactNode } from 'react';
import { playerFileUrl } from '../../library/player-file-url';

type Props = { firstMediaId: string; onStart: () => void; children: ReactNode };

/**
 * The one big button of bedtime. With JavaScript it starts the routine in the night player; without it, the same
 * press opens the routine's first meditation, which the browser plays by itself (as the library's cards do).
 */
export function StartRoutineButton({ firstMediaId, onStart, children }: Props) {
  return (
    <form method="get" action={playerFileUrl(firstMediaId)} className="evening__start">
      <PlainButton
        type="submit"
        size="large"
        onClick={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <MoonIcon />
        {children}
      </PlainButton>
    </form>
  );
}

function MoonIcon() {
  return (
    <svg className="evening__moon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5Z" fill="currentColor" />
    </svg>
  );
}
