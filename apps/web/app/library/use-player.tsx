import { useCallback, useEffect, useState } from 'react';
import type { Meditation } from '../cms/meditation';
import { registerMediaWorker } from './downloads';
import { startHistorySync } from './history-adapter';
import { PlayerModal } from './PlayerModal';

/** The player modal of a page: `play(meditation)` opens it for the chosen child; render `modal` once. */
export function usePlayer(childId: string | null) {
  const [playing, setPlaying] = useState<Meditation | null>(null);
  useEffect(registerMediaWorker, []);
  useEffect(startHistorySync, []);
  const close = useCallback(() => setPlaying(null), []);
  const modal = playing ? <PlayerModal meditation={playing} childId={childId} onClose={close} /> : null;
  return { play: setPlaying, modal };
}
