import { useEffect, useState } from 'react';
import { fadeOutAtEnd } from '../sleep/fade-out-at-end';
import { SLEEP_TIMER_CHOICES, SLEEP_TIMER_OFF as OFF, type SleepTimerChoice } from '../sleep/sleep-choices';
import type { SleepPlayer } from '../sleep/sleep-player';
import { SleepTimer } from '../sleep/sleep-timer';

export interface SleepTimerHandle {
  choice: SleepTimerChoice;
  /** Milliseconds until the timer pauses the player (0 unless a number of minutes is chosen). */
  remainingMs: number;
  /** Chooses by id (one of SLEEP_TIMER_CHOICES); 'off' cancels and gives the volume back. */
  choose(id: string): void;
}

/**
 * The bedtime sleep timer of a player: after the chosen minutes the SDK's SleepTimer fades the sound out and
 * pauses (the choice then goes back to Off); 'End of meditation' fades out over the last seconds instead.
 */
export function useSleepTimer(player: SleepPlayer | null): SleepTimerHandle {
  const [choice, setChoice] = useState<SleepTimerChoice>(OFF);
  const [remainingMs, setRemainingMs] = useState(0);

  useEffect(() => {
    if (!player) return;
    const { stop } = choice;
    if (stop === 'off') return;
    if (stop === 'end') return fadeOutAtEnd(player);
    const timer = new SleepTimer(player);
    const unsubscribers = [
      timer.on('tick', (tick) => setRemainingMs(tick.remainingMs)),
      timer.on('done', () => setChoice(OFF)),
    ];
    timer.start(stop.minutes * 60_000);
    setRemainingMs(stop.minutes * 60_000);
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      timer.cancel();
      setRemainingMs(0);
    };
  }, [player, choice]);

  return {
    choice,
    remainingMs,
    choose: (id) => setChoice(SLEEP_TIMER_CHOICES.find((option) => option.id === id) ?? OFF),
  };
}
