import type { BluetoothToy } from '../bluetooth/bluetooth-toy';
import type { GoodnightOptions } from '../bluetooth/toy-commands';
import type { AudioPlayer } from '../core/audio-player';
import type { Emitter } from '../core/emitter';
import { PlayerError } from '../core/errors';
import type { MediaInfo } from '../core/media';
import { connectPlaylistSession } from '../media-session/playlist-session';
import type { ListeningAllowance } from '../sleep/listening-allowance';
import { SleepTimer } from '../sleep/sleep-timer';

export const ROUTINE_TITLE = 'Bedtime with Tate';
export const GOODNIGHT_CLIP_TITLE = 'Goodnight from Tate';

/** Where a routine is: what its controls and the night palette show (the store's `routine` slice). */
export interface RoutineState {
  /** 'playing' while its meditations play, 'goodnight' while the goodnight clip plays and the toy is told, else 'idle'. */
  status: 'idle' | 'playing' | 'goodnight';
  /** The meditation playing, from 0 (it stays on the last one during goodnight). */
  index: number;
  /** How many meditations the routine has (0 when idle). */
  total: number;
  /** What the player has loaded for the routine: a meditation, or the goodnight clip. */
  media: MediaInfo | null;
}

export const INITIAL_ROUTINE_STATE: RoutineState = { status: 'idle', index: 0, total: 0, media: null };

export interface RoutineEvents {
  /** A meditation of the routine starts (also after next or previous). */
  'routine-step': { index: number; total: number; media: MediaInfo };
  /** The routine is over: completed after the goodnight clip and the toy's command, or not when stopped. */
  'routine-end': { completed: boolean };
}

export interface RoutineOptions {
  /** Shown on lock screens as '{title} · 1 of 2'. Defaults to 'Bedtime with Tate'. */
  title?: string;
  /** Address of Tate's goodnight clip, played after the last meditation; none plays when left out. */
  goodnightClip?: string;
  /** Told goodnight at the very end when it is connected. */
  toy?: BluetoothToy;
  /** What the toy's goodnight command asks for (light level, fade seconds). */
  goodnight?: GoodnightOptions;
  /** How long the sleep timer's fade before the routine's end lasts, in ms. Defaults to the SleepTimer's 30 s. */
  fadeMs?: number;
  /**
   * The child's listening time left today. When it runs out, the meditation playing is never cut: the routine ends
   * after it (the sleep timer fades it out), then Tate says goodnight.
   */
  allowance?: ListeningAllowance;
  /** The page's Media Session, where the routine shows on lock screens; navigator.mediaSession when left out. */
  mediaSession?: MediaSession;
}

/**
 * The store's playback that the routine drives, one step after another: the PlayerStore (core/player-store.ts) that
 * holds this slice, named by what the routine uses of it so that the slice does not import its store.
 */
export interface RoutinePlayback {
  readonly player: AudioPlayer;
  load(media: MediaInfo): void;
  play(): Promise<void>;
  restart(): Promise<void>;
  pause(): void;
}

/** What the routine reads and writes of the store it is a slice of. */
export interface RoutineSliceHost {
  readonly store: RoutinePlayback;
  read(): RoutineState;
  write(patch: Partial<RoutineState>): void;
  /** Where the routine's events are announced: the store's own emitter. */
  readonly events: Pick<Emitter<RoutineEvents>, 'emit'>;
}

/**
 * The bedtime routine's actions on its store (`store.routine`); its state is the store's `routine` slice. Plays
 * meditations in order, sets a sleep timer to the routine's end (so the last one fades out), shows the routine on
 * lock screens, then plays the goodnight clip and tells a connected toy goodnight.
 */
export class RoutineSlice {
  private readonly host: RoutineSliceHost;
  private steps: readonly MediaInfo[] = [];
  private options: RoutineOptions = {};
  private timer: SleepTimer | null = null;
  private detachers: (() => void)[] = [];

  constructor(host: RoutineSliceHost) {
    this.host = host;
  }

  /**
   * The sleep timer, set to the routine's end: from the first meditation when the later ones' lengths are known
   * (`durationSeconds`), else from the last one; its `tick` events give the time left.
   */
  get sleepTimer(): SleepTimer | null {
    return this.timer;
  }

  /** Plays `steps` in order from the first (a routine already running is stopped first). */
  async start(steps: readonly MediaInfo[], options: RoutineOptions = {}): Promise<void> {
    if (steps.length === 0) throw new PlayerError('not-loaded', 'A routine needs at least one meditation.');
    this.stop();
    this.steps = [...steps];
    this.options = options;
    const { player } = this.host.store;
    const timer = new SleepTimer(player, { fadeMs: options.fadeMs });
    this.timer = timer;
    const arm = () => this.armSleepTimer(timer);
    this.detachers = [
      player.on('play', arm),
      player.on('seeked', arm),
      player.on('durationchange', arm),
      player.on('pause', () => timer.cancel()),
      player.on('ended', () => void this.afterEnded()),
      player.on('error', () => void this.afterGoodnightClip()),
      player.on('close', () => this.stop()),
      timer.on('done', () => void this.finishSteps()),
      ...(options.allowance ? [options.allowance.follow(player, { fadeOut: false }), options.allowance.on('reached', arm)] : []),
      connectPlaylistSession(player, {
        artist: () => this.artist(),
        next: () => void this.next(),
        previous: () => void this.previous(),
        mediaSession: options.mediaSession,
      }),
    ];
    await this.playStep(0);
  }

  /** Stops the routine where it is: the player pauses and the toy is not told goodnight. */
  stop(): void {
    if (this.host.read().status === 'idle') return;
    this.detach();
    this.host.store.pause();
    this.host.write(INITIAL_ROUTINE_STATE);
    this.host.events.emit('routine-end', { completed: false });
  }

  /** Skips to the next meditation (nothing on the last one). */
  async next(): Promise<void> {
    const { status, index } = this.host.read();
    if (status === 'playing' && index + 1 < this.steps.length) await this.playStep(index + 1);
  }

  /** Goes back to the previous meditation, or to the start of the first one. */
  async previous(): Promise<void> {
    const { status, index } = this.host.read();
    if (status !== 'playing') return;
    if (index > 0) await this.playStep(index - 1);
    else await this.host.store.restart();
  }

  private async playStep(index: number): Promise<void> {
    const media = this.steps[index];
    if (!media) return;
    this.timer?.cancel();
    const total = this.steps.length;
    this.host.write({ status: 'playing', index, total, media });
    this.host.store.load(media);
    this.host.events.emit('routine-step', { index, total, media });
    await this.host.store.play();
  }

  /** The meditations still to come after the one playing: none once the day's listening time has run out. */
  private laterSteps(): readonly MediaInfo[] {
    return this.options.allowance?.reached ? [] : this.steps.slice(this.host.read().index + 1);
  }

  /**
   * The sleep timer runs to the routine's end (again after a pause, a seek or a new step): what is left of this
   * meditation plus the later ones' lengths. Without every later length, it waits for the last meditation.
   */
  private armSleepTimer(timer: SleepTimer): void {
    const { player } = this.host.store;
    if (this.host.read().status !== 'playing' || player.paused || !(player.duration > 0)) return;
    const later = this.laterSteps();
    if (later.some((step) => !step.durationSeconds)) return;
    const laterSeconds = later.reduce((sum, step) => sum + (step.durationSeconds ?? 0), 0);
    const remainingMs = (player.duration - player.currentTime + laterSeconds) * 1000;
    if (remainingMs > 0) timer.start(remainingMs);
  }

  private async afterEnded(): Promise<void> {
    const { status, index } = this.host.read();
    if (status === 'goodnight') return this.afterGoodnightClip();
    if (status !== 'playing') return;
    if (this.laterSteps().length > 0) return this.playStep(index + 1);
    return this.finishSteps();
  }

  /** The last meditation is over (the sleep timer's end or the track's): the goodnight clip, then the toy. */
  private async finishSteps(): Promise<void> {
    if (this.host.read().status !== 'playing') return;
    this.timer?.cancel();
    const src = this.options.goodnightClip;
    if (!src) {
      this.host.write({ status: 'goodnight' });
      return this.afterGoodnightClip();
    }
    const clip: MediaInfo = { src, title: GOODNIGHT_CLIP_TITLE };
    this.host.write({ status: 'goodnight', media: clip });
    this.host.store.load(clip);
    await this.host.store.play();
  }

  /** The goodnight clip has ended or could not play: tell the toy, then the routine is over. */
  private async afterGoodnightClip(): Promise<void> {
    if (this.host.read().status !== 'goodnight') return;
    this.detach();
    await this.options.toy?.goodnight(this.options.goodnight);
    if (this.host.read().status !== 'goodnight') return;
    this.host.write(INITIAL_ROUTINE_STATE);
    this.host.events.emit('routine-end', { completed: true });
  }

  private artist(): string {
    const title = this.options.title ?? ROUTINE_TITLE;
    const { status, index, total } = this.host.read();
    return status === 'playing' ? `${title} · ${index + 1} of ${total}` : title;
  }

  private detach(): void {
    for (const detach of this.detachers) detach();
    this.detachers = [];
    this.timer?.cancel();
  }
}
