import type { ReactNode } from 'react';
import { CloseIcon, IconButton } from '@tate/ui';

export interface PlayerModalLayoutProps {
  title: string;
  /** The favourite heart, shown beside the title. */
  favourite?: ReactNode;
  /** The big picture: cover art, Tate breathing, or the video. */
  stage: ReactNode;
  /** The playing controls under the title. */
  children?: ReactNode;
  /** Quiet actions at the bottom (sleep timer, start again, download). */
  extras?: ReactNode;
  /** While a sleep timer runs: the night palette (deep plum, moon and stars). */
  night?: boolean;
  onClose: () => void;
}

/** The one layout of the player modal, for audio and video: stage with Close at its top right, title and heart, controls, extras. */
export function PlayerModalLayout({ title, favourite, stage, children, extras, night = false, onClose }: PlayerModalLayoutProps) {
  return (
    <div className="tate-player-modal" data-night={night || undefined}>
      <div className="tate-player-modal__stage">
        {stage}
        <IconButton label="Close" className="tate-player-modal__close" onPress={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div className="tate-player-modal__heading">
        {night && <NightSky />}
        <h2 className="tate-player-modal__title">{title}</h2>
        {favourite}
      </div>
      {children}
      {extras && <div className="tate-player-modal__extras">{extras}</div>}
    </div>
  );
}

/** The row of small controls under the player (sleep timer, start again), centred and wrapping on a phone. */
export function PlayerModalActions({ children }: { children: ReactNode }) {
  return <div className="tate-player-modal__actions">{children}</div>;
}

/** The cover art of a meditation on the stage (decorative: the title says what it is), or a soft sky without one. */
export function PlayerCover({ artwork }: { artwork?: string }) {
  return artwork ? (
    <img className="tate-player-modal__cover" src={artwork} alt="" width={960} height={640} />
  ) : (
    <div className="tate-player-modal__cover tate-player-modal__cover--plain" />
  );
}

/** The night palette's moon and stars, beside the title while a sleep timer runs (decorative). */
function NightSky() {
  return (
    <svg className="tate-player-modal__night-sky" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M30 8a16 16 0 1 0 10 28A13 13 0 0 1 30 8z" fill="#FFF3C4" />
      <path d="M40 6l1.2 2.8L44 10l-2.8 1.2L40 14l-1.2-2.8L36 10l2.8-1.2z" fill="#FFF3B0" />
      <circle cx="44" cy="24" r="1.6" fill="#FFF3B0" />
      <circle cx="8" cy="8" r="1.3" fill="#FFF3B0" />
    </svg>
  );
}
