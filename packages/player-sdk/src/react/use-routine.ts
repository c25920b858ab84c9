import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MediaInfo } from '../core/media';
import type { PlayerStore } from '../core/player-store';
import {
  BedtimeRoutine,
  INITIAL_ROUTINE_STATE,
  type BedtimeRoutineOptions,
  type RoutineOptions,
  type RoutineState,
} from '../routine/bedtime-routine';

export interface RoutineHandle extends RoutineState {
  /** Null until the player's store exists (nothing is created during server rendering). */
  routine: BedtimeRoutine | null;
  startRoutine(steps: readonly MediaInfo[], options?: RoutineOptions): Promise<void>;
  stopRoutine(): void;
}

const noRoutine = {
  subscribe: () => () => undefined,
  getState: () => INITIAL_ROUTINE_STATE,
};

/**
 * A bedtime routine over a player's store (`useAudioPlayer(...).store`) as React state. The routine is stopped on
 * unmount; listen to its `routine-step` and `routine-end` events through `routine.on`.
 */
export function useRoutine(store: PlayerStore | null, options: BedtimeRoutineOptions = {}): RoutineHandle {
  const [routine, setRoutine] = useState<BedtimeRoutine | null>(null);
  const source = routine ?? noRoutine;
  const state = useSyncExternalStore(source.subscribe, source.getState, noRoutine.getState);
  const { mediaSession } = options;

  useEffect(() => {
    if (!store) return;
    const created = new BedtimeRoutine(store, { mediaSession });
    setRoutine(created);
    return () => {
      created.stopRoutine();
      setRoutine(null);
    };
  }, [store, mediaSession]);

  // Stable while the routine is the same, so effects can depend on them without re-running at every step.
  const startRoutine = useCallback(
    async (steps: readonly MediaInfo[], routineOptions?: RoutineOptions) => {
      await routine?.startRoutine(steps, routineOptions);
    },
    [routine],
  );
  const stopRoutine = useCallback(() => routine?.stopRoutine(), [routine]);

  return useMemo(() => ({ ...state, routine, startRoutine, stopRoutine }), [state, routine, startRoutine, stopRoutine]);
}
