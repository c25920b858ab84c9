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
  onClose: () => void;
}

/** The one layout of the player modal, for audio and video: stage with Close at its top right, title and heart, controls, extras. */
export function PlayerModalLayout({ title, favourite, stage, children, extras, onClose }: PlayerModalLayoutProps) {
  return (
    <div className="tate-player-modal">
      <div className="tate-player-modal__stage">
        {stage}
        <IconButton label="Close" className="tate-player-modal__close" onPress={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div className="tate-player-modal__heading">
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
