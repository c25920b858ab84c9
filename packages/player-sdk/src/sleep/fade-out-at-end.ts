import type { SleepPlayer } from './sleep-player';
import { fadeFactor } from './fade';

/** Lowers the volume over the last `fadeSeconds` of the track so it ends softly; returns a detach function. */
export function fadeOutAtEnd(player: SleepPlayer, fadeSeconds = 10): () => void {
  let baseVolume = player.volume;
  let fading = false;
  const unsubscribers = [
    player.on('timeupdate', ({ currentTime, duration }) => {
      if (duration <= 0) return;
      const remaining = duration - currentTime;
      if (remaining > fadeSeconds) {
        if (fading) player.volume = baseVolume;
        fading = false;
        baseVolume = player.volume;
        return;
      }
      fading = true;
      player.volume = baseVolume * fadeFactor(remaining, fadeSeconds);
    }),
    player.on('ended', () => {
      player.volume = baseVolume;
      fading = false;
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
