import { useCallback, useSyncExternalStore } from 'react';
import type { TranscriptCue } from '../core/cues';
import type { PlayerStore } from '../core/player-store';

export interface ActiveCue {
  /** The transcript, line by line (empty without one, and before the player has mounted). */
  cues: readonly TranscriptCue[];
  /** The index in `cues` of the line being said now, or null between lines. */
  activeIndex: number | null;
}

const NO_CUES: readonly TranscriptCue[] = [];
const nothing = () => () => undefined;

/**
 * The transcript and its line being said now, from a player's store (`useAudioPlayer(...).store`). The component
 * renders again only when the line or the transcript changes, not on every time update.
 */
export function useActiveCue(store: PlayerStore | null): ActiveCue {
  const subscribe = useCallback((listener: () => void) => store?.on('cuechange', listener) ?? nothing(), [store]);
  const cues = useSyncExternalStore(subscribe, () => store?.getState().cues ?? NO_CUES, () => NO_CUES);
  const activeIndex = useSyncExternalStore(subscribe, () => store?.getState().activeCue ?? null, () => null);
  return { cues, activeIndex };
}
