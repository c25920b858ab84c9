import { useEffect } from 'react';
import { SleepTimerMenu } from '@tate/ui';
import { formatClock } from '@tate/ui/format-clock';
import { SLEEP_TIMER_CHOICES } from '../sleep/sleep-choices';
import type { SleepPlayer } from '../sleep/sleep-player';
import { useSleepTimer } from './use-sleep-timer';

export interface PlayerSleepTimerProps {
  /** The audio or video player to stop; null until it exists. */
  player: SleepPlayer | null;
  /** Hears whether a bedtime stop is set (the player then takes its night palette). */
  onRunningChange?: (running: boolean) => void;
}

/** The sleep timer menu of a player: bedtime stops from Off to the end of the meditation, and the time left. */
export function PlayerSleepTimer({ player, onRunningChange }: PlayerSleepTimerProps) {
  const sleep = useSleepTimer(player);
  const { stop } = sleep.choice;
  const running = stop !== 'off';
  useEffect(() => onRunningChange?.(running), [running, onRunningChange]);
  const status =
    stop === 'off' ? undefined : stop === 'end' ? 'At the end' : `${formatClock(Math.ceil(sleep.remainingMs / 1000))} left`;
  return <SleepTimerMenu options={SLEEP_TIMER_CHOICES} selected={sleep.choice.id} onSelect={sleep.choose} status={status} />;
}
