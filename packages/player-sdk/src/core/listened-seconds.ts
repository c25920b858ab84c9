import type { SleepPlayer } from '../sleep/sleep-player';

/** A jump of more than this between two time updates is a seek, not listening. */
const LONGEST_STEP_SECONDS = 2;

/**
 * Calls `onListened` with the seconds listened at each time update of `player`: a seek or a jump back adds nothing.
 * Returns a function that stops counting. What a daily limit and the listening history both count.
 */
export function countListenedSeconds(player: Pick<SleepPlayer, 'currentTime' | 'on'>, onListened: (seconds: number) => void): () => void {
  let lastTime = player.currentTime;
  const unsubscribers = [
    player.on('timeupdate', ({ currentTime }) => {
      const step = currentTime - lastTime;
      lastTime = currentTime;
      if (step > 0 && step <= LONGEST_STEP_SECONDS) onListened(step);
    }),
    player.on('ended', () => {
      lastTime = 0;
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
