import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MediaInfo } from '../core/media';
import type { PlayerStore } from '../core/player-store';
import { BedtimeRoutine, type BedtimeRoutineOptions } from '../routine/bedtime-routine';
import { INITIAL_ROUTINE_STATE, type RoutineOptions, type RoutineState } from '../routine/routine-slice';

export interface RoutineHandle extends RoutineState {
  /** Null until the player's store exists (nothing is created during server rendering). */
  routine: BedtimeRoutine | null;
  startRoutine(steps: readonly MediaInfo[], options?: RoutineOptions): Promise<void>;
  stopRoutine(): void;
}

const noSubscription = () => () => undefined;
const idle = () => INITIAL_ROUTINE_STATE;

/**
 * The routine slice of a player's store (`useAudioPlayer(...).store`) as React state: it re-renders when the routine
 * changes, not at every time update. The routine is stopped on unmount; listen to its `routine-step` and
 * `routine-end` events through `routine.on`.
 */
export function useRoutine(store: PlayerStore | null, options: BedtimeRoutineOptions = {}): RoutineHandle {
  const { mediaSession } = options;
  const routine = useMemo(() => (store ? new BedtimeRoutine(store, { mediaSession }) : null), [store, mediaSession]);
  const state = useSyncExternalStore(routine?.subscribe ?? noSubscription, routine?.getState ?? idle, idle);

  useEffect(() => () => routine?.stopRoutine(), [routine]);

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
