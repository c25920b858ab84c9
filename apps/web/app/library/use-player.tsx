import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { Meditation } from '../cms/meditation';
import { registerMediaWorker } from './media-worker';
import { startHistorySync } from './history-adapter';

// The player (dialog, audio and video bindings) loads when a meditation is first opened (docs/decisions/web-js-budgets.md).
const PlayerModal = lazy(() => import('./PlayerModal').then((module) => ({ default: module.PlayerModal })));

/** The player modal of a page: `play(meditation)` opens it for the chosen child; render `modal` once. */
export function usePlayer(childId: string | null) {
  const [playing, setPlaying] = useState<Meditation | null>(null);
  useEffect(registerMediaWorker, []);
  useEffect(startHistorySync, []);
  const close = useCallback(() => setPlaying(null), []);
  const modal = playing ? (
    <Suspense fallback={null}>
      <PlayerModal meditation={playing} childId={childId} onClose={close} />
    </Suspense>
  ) : null;
  return { play: setPlaying, modal };
}
