import type { SleepPlayer } from './sleep-player';
import { Listenable } from '../core/emitter';
import { fadeFactor } from './fade';

export interface SleepTimerEvents {
  tick: { remainingMs: number };
  fadestart: { remainingMs: number };
  done: { currentTime: number };
  cancel: Record<string, never>;
}

export interface SleepTimerOptions {
  /** How long the volume takes to fall to silence before pausing. Defaults to 30 s. */
  fadeMs?: number;
  /** How often the volume and remaining time update. Defaults to 250 ms. */
  stepMs?: number;
}

/** Pauses a player after a chosen time, fading the volume out gently first (bedtime listening). */
export class SleepTimer extends Listenable<SleepTimerEvents> {
  private readonly fadeMs: number;
  private readonly stepMs: number;
  private interval: ReturnType<typeof setInterval> | undefined;
  private endsAt = 0;
  private startVolume = 1;
  private fading = false;

  constructor(
    private readonly player: SleepPlayer,
    options: SleepTimerOptions = {},
  ) {
    super();
    this.fadeMs = options.fadeMs ?? 30_000;
    this.stepMs = options.stepMs ?? 250;
  }

  get active(): boolean {
    return this.interval !== undefined;
  }

  get remainingMs(): number {
    return this.active ? Math.max(0, this.endsAt - Date.now()) : 0;
  }

  /** Starts (or restarts) the timer for `durationMs`. */
  start(durationMs: number): void {
    this.stop();
    this.endsAt = Date.now() + durationMs;
    this.startVolume = this.player.volume;
    this.interval = setInterval(() => this.step(), this.stepMs);
  }

  /** Stops the timer and gives the volume back. */
  cancel(): void {
    if (!this.active) return;
    this.stop();
    this.events.emit('cancel', {});
  }

  private step(): void {
    const remainingMs = this.remainingMs;
    this.events.emit('tick', { remainingMs });
    if (remainingMs <= this.fadeMs) {
      if (!this.fading) {
        this.fading = true;
        this.events.emit('fadestart', { remainingMs });
      }
      this.player.volume = this.startVolume * fadeFactor(remainingMs, this.fadeMs);
    }
    if (remainingMs > 0) return;
    this.player.pause();
    const currentTime = this.player.currentTime;
    this.stop();
    this.events.emit('done', { currentTime });
  }

  private stop(): void {
    clearInterval(this.interval);
    this.interval = undefined;
    if (this.fading) this.player.volume = this.startVolume;
    this.fading = false;
  }
}
