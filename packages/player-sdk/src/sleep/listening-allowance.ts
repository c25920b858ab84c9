import { Listenable } from '../core/emitter';
import { countListenedSeconds } from '../core/listened-seconds';
import { fadeOutAtEnd } from './fade-out-at-end';
import type { SleepPlayer } from './sleep-player';

export interface ListeningAllowanceEvents {
  /** The day's minutes ran out during this meditation: it plays on and fades out over its last seconds. */
  reached: Record<string, never>;
  /** The meditation during which the minutes ran out has ended, or stopped being followed: nothing more plays today. */
  'used-up': Record<string, never>;
}

export interface ListeningAllowanceOptions {
  /** How long the fade at the end of the last meditation lasts, in seconds. Defaults to fadeOutAtEnd's 10 s. */
  fadeSeconds?: number;
}

/**
 * A child's listening time left today (a parent's daily limit), spent as players play. When it runs out in the middle
 * of a meditation, the meditation is never cut: it plays on and fades out at its own end, then `used-up` says the
 * day is over. One allowance can follow several players in turn (a page that opens one meditation after another).
 */
export class ListeningAllowance extends Listenable<ListeningAllowanceEvents> {
  private left: number;
  private readonly fadeSeconds: number | undefined;
  private state: 'listening' | 'last' | 'used-up';

  constructor(secondsLeft: number, options: ListeningAllowanceOptions = {}) {
    super();
    this.left = Math.max(0, secondsLeft);
    this.fadeSeconds = options.fadeSeconds;
    this.state = this.left > 0 ? 'listening' : 'used-up';
  }

  /** Seconds of listening left today (0 once reached). */
  get secondsLeft(): number {
    return this.left;
  }

  /** True from the moment the minutes ran out (the meditation playing then may still be fading out). */
  get reached(): boolean {
    return this.state !== 'listening';
  }

  /** True once the meditation playing when the minutes ran out has ended (or was closed). */
  get usedUp(): boolean {
    return this.state === 'used-up';
  }

  /**
   * Counts what `player` plays against the allowance; returns a function that stops counting. With `fadeOut: false`
   * the caller fades the last meditation out itself (a bedtime routine's sleep timer does).
   */
  follow(player: SleepPlayer, { fadeOut = true }: { fadeOut?: boolean } = {}): () => void {
    let stopFade: (() => void) | null = null;
    const startFade = () => {
      if (fadeOut) stopFade ??= fadeOutAtEnd(player, this.fadeSeconds);
    };
    if (this.state === 'last') startFade();
    const unsubscribers = [
      countListenedSeconds(player, (seconds) => {
        if (this.state !== 'listening') return;
        this.left = Math.max(0, this.left - seconds);
        if (this.left > 0) return;
        this.state = 'last';
        startFade();
        this.events.emit('reached', {});
      }),
      player.on('ended', () => this.useUp()),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      stopFade?.();
      // A meditation closed after the minutes ran out is over too.
      this.useUp();
    };
  }

  private useUp(): void {
    if (this.state !== 'last') return;
    this.state = 'used-up';
    this.events.emit('used-up', {});
  }
}
