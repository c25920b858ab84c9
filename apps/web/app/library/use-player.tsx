import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import type { Bedtime } from '../cms/bedtime.server';
import type { Meditation } from '../cms/meditation';
import { registerMediaWorker } from './media-worker';

// The player (dialog, audio and video bindings) loads when a meditation is first opened (docs/decisions/web-js-budgets.md).
const PlayerModal = lazyComponent(() => import('./PlayerModal').then((module) => module.PlayerModal));

/**
 * Starts the resending of saves made offline (history-sync.ts) once its chunk arrived: it is not part of a page's first
 * load (docs/decisions/2026-11-29-library-history-sync-on-demand.md); the player's adapter shares the chunk.
 */
function startHistorySyncLater(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./history-sync').then(({ startHistorySync }) => {
    if (!stopped) stop = startHistorySync();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The player modal of a page: `play(meditation)` opens it for the chosen child; render `modal` once. With the child's
 * day as the CMS answered it (`day`), what the child plays is spent from a parent's daily limit.
 */
export function usePlayer(childId: string | null, day?: Bedtime['status']) {
  const [playing, setPlaying] = useState<Meditation | null>(null);
  useEffect(registerMediaWorker, []);
  useEffect(startHistorySyncLater, []);
  const close = useCallback(() => setPlaying(null), []);
  const modal = playing ? (
    <Suspense fallback={null}>
      <PlayerModal meditation={playing} childId={childId} day={day} onClose={close} />
    </Suspense>
  ) : null;
  return { play: setPlaying, modal };
}
