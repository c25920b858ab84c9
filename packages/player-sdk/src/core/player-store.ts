import type { PlaybackHistory } from '../history/playback-history';
import type { AudioPlayer } from './audio-player';
import { activeCueIndex, type TranscriptCue } from './cues';
import { Listenable } from './emitter';
import { toPlayerError, type PlayerError } from './errors';
import type { MediaInfo } from './media';
import { INITIAL_ROUTINE_STATE, RoutineSlice, type RoutineEvents, type RoutineState } from '../routine/routine-slice';

/** What the player itself shows: its media, time and transcript. */
export interface PlaybackState {
  media: MediaInfo | null;
  currentTime: number;
  duration: number;
  paused: boolean;
  /** Whether Play has been pressed since the media was loaded (the first press resumes). */
  started: boolean;
  error: PlayerError | null;
  /** The transcript, line by line (the loaded media's cues, or those given to `setCues`); empty without one. */
  cues: readonly TranscriptCue[];
  /** The index in `cues` of the line being said now (its [start, end) holds currentTime), or null between lines. */
  activeCue: number | null;
}

/** Everything a player's controls show: the playback, and a slice for each bedtime concern. */
export interface PlayerState extends PlaybackState {
  /** The bedtime routine playing on this player (actions: `store.routine`). */
  routine: RoutineState;
}

export interface PlayerStoreEvents extends RoutineEvents {
  /** The line being said changed (not on every time update): its index in `cues` and the line, or null. */
  cuechange: { index: number | null; cue: TranscriptCue | null };
}

export interface PlayerLoadOptions {
  /** Where the first Play starts when no saved position is used, in seconds. */
  startAt?: number;
}

const INITIAL_PLAYBACK_STATE: PlaybackState = {
  media: null,
  currentTime: 0,
  duration: 0,
  paused: true,
  started: false,
  error: null,
  cues: [],
  activeCue: null,
};

export const INITIAL_PLAYER_STATE: PlayerState = { ...INITIAL_PLAYBACK_STATE, routine: INITIAL_ROUTINE_STATE };

/**
 * The one state store behind every player view (the React hooks and `<tate-player>`), as media-chrome and
 * vidstack do: it follows the AudioPlayer's events into an immutable snapshot and holds the playing rules,
 * so 'the first Play resumes from the saved position' is written once. It also follows the transcript: the line being
 * said is in the snapshot (`activeCue`) and announced by 'cuechange' when it changes. The bedtime concerns are slices
 * of the same snapshot, each with its actions: `routine` (`store.routine`).
 */
export class PlayerStore extends Listenable<PlayerStoreEvents> {
  readonly player: AudioPlayer;
  private state: PlayerState = INITIAL_PLAYER_STATE;
  private readonly listeners = new Set<() => void>();
  private history: PlaybackHistory | null = null;
  private startAt = 0;
  /** The bedtime routine's actions; its state is the snapshot's `routine`. */
  readonly routine: RoutineSlice;

  constructor(player: AudioPlayer) {
    super();
    this.player = player;
    this.routine = new RoutineSlice({
      store: this,
      read: () => this.state.routine,
      write: (patch) => this.set({ routine: { ...this.state.routine, ...patch } }),
      events: this.events,
    });
    // A new media starts the playback afresh; the bedtime slices go on (a routine loads each of its steps).
    player.on('load', ({ media }) => this.set({ ...INITIAL_PLAYBACK_STATE, media, cues: media.cues ?? [] }));
    player.on('play', () => this.set({ paused: false, error: null }));
    player.on('pause', ({ currentTime }) => this.set({ paused: true, currentTime }));
    player.on('ended', ({ currentTime }) => this.set({ paused: true, currentTime }));
    player.on('timeupdate', ({ currentTime, duration }) => this.set({ currentTime, duration }));
    player.on('durationchange', ({ duration }) => this.set({ duration }));
    player.on('seeked', ({ currentTime }) => this.set({ currentTime }));
    player.on('error', (error) => this.set({ error }));
  }

  /** The current snapshot; a new object after every change (fit for React's useSyncExternalStore). */
  readonly getState = (): PlayerState => this.state;

  /** Calls `listener` after every change; returns a function that unsubscribes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  load(media: MediaInfo, options: PlayerLoadOptions = {}): void {
    this.startAt = options.startAt && options.startAt > 0 ? options.startAt : 0;
    this.player.load(media);
  }

  /** Replaces the transcript of the loaded media (cues in time order); the active line follows at once. */
  setCues(cues: readonly TranscriptCue[]): void {
    this.set({ cues });
  }

  /** Resume and history saving for this media; null stops using it. */
  setHistory(history: PlaybackHistory | null): void {
    this.history = history;
  }

  /** Plays. The first press resumes from the saved position (with history) or starts at `startAt`. */
  async play(): Promise<void> {
    try {
      if (this.state.started) await this.player.play();
      else if (this.history) await this.history.resume();
      else await this.player.play(this.startAt > 0 ? this.startAt : undefined);
      // The resumed position shows at once (and its line), before the media reports a time update.
      this.set({ started: true, currentTime: this.player.currentTime });
    } catch (error) {
      this.set({ error: toPlayerError(error) });
    }
  }

  /** Plays from the beginning, whatever the saved position ('Start again'). */
  async restart(): Promise<void> {
    try {
      await this.player.play(0);
      this.set({ started: true, currentTime: this.player.currentTime });
    } catch (error) {
      this.set({ error: toPlayerError(error) });
    }
  }

  pause(): void {
    this.player.pause();
  }

  /** Moves to `seconds`; the snapshot shows the new position at once, so quick key presses add up. */
  seek(seconds: number): void {
    this.player.seek(seconds);
    this.set({ currentTime: this.player.currentTime });
  }

  /** Stops the player for good and returns the playback time. */
  close(): number {
    const currentTime = this.player.close();
    this.set({ paused: true, currentTime });
    this.listeners.clear();
    this.events.clear();
    return currentTime;
  }

  private set(patch: Partial<PlayerState>): void {
    const previous = this.state;
    const next = { ...previous, ...patch };
    const activeCue = activeCueIndex(next.cues, next.currentTime);
    this.state = { ...next, activeCue };
    for (const listener of [...this.listeners]) listener();
    if (activeCue !== previous.activeCue || next.cues !== previous.cues) {
      this.events.emit('cuechange', { index: activeCue, cue: activeCue === null ? null : (next.cues[activeCue] ?? null) });
    }
  }
}
