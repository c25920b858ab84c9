import { useEffect } from 'react';
import type { ListeningAllowance } from '../sleep/listening-allowance';
import type { SleepPlayer } from '../sleep/sleep-player';

/** Spends a child's listening time left today (`allowance`) on what `player` plays, while both exist. */
export function useListeningAllowance(player: SleepPlayer | null, allowance: ListeningAllowance | null | undefined): void {
  useEffect(() => (player && allowance ? allowance.follow(player) : undefined), [player, allowance]);
}
