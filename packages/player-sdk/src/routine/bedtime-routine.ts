import type { Listener } from '../core/emitter';
import type { MediaInfo } from '../core/media';
import type { PlayerStore } from '../core/player-store';
import type { SleepTimer } from '../sleep/sleep-timer';
import type { RoutineEvents, RoutineOptions, RoutineState } from './routine-slice';

export interface BedtimeRoutineOptions {
  /** The page's Media Session; navigator.mediaSession when left out. */
  mediaSession?: MediaSession;
}

/**
 * The bedtime routine of a player's store, as a view: its state is the store's `routine` slice, its actions
 * `store.routine`'s, and `subscribe` is the store's own. Kept for pages written before the routine was a slice.
 */
export class BedtimeRoutine {
  readonly store: PlayerStore;
  private readonly mediaSession: MediaSession | undefined;

  constructor(store: PlayerStore, options: BedtimeRoutineOptions = {}) {
    this.store = store;
    this.mediaSession = options.mediaSession;
  }

  /** The store's routine slice (the same object until the routine changes). */
  readonly getState = (): RoutineState => this.store.getState().routine;

  /** The store's subscribe: calls `listener` after every change of the store; returns a function that unsubscribes. */
  readonly subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Hears the routine's events, which the store announces. */
  on<Type extends keyof RoutineEvents>(type: Type, listener: Listener<RoutineEvents[Type]>): () => void {
    return this.store.on(type, listener);
  }

  /** The sleep timer set to the routine's end (null before the first routine). */
  get sleepTimer(): SleepTimer | null {
    return this.store.routine.sleepTimer;
  }

  startRoutine(steps: readonly MediaInfo[], options: RoutineOptions = {}): Promise<void> {
    return this.store.routine.start(steps, { mediaSession: this.mediaSession, ...options });
  }

  stopRoutine(): void {
    this.store.routine.stop();
  }

  next(): Promise<void> {
    return this.store.routine.next();
  }

  previous(): Promise<void> {
    return this.store.routine.previous();
  }
}
