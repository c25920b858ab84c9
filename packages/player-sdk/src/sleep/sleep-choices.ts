/** One bedtime stop the player offers: off, after some minutes, or at the end of the meditation. */
export interface SleepTimerChoice {
  id: string;
  label: string;
  stop: 'off' | 'end' | { minutes: number };
}

/** No sleep timer: the first choice, and where the timer goes back to once it has paused the player. */
export const SLEEP_TIMER_OFF: SleepTimerChoice = { id: 'off', label: 'Off', stop: 'off' };

/** The sleep timer's choices, in the order the player lists them. */
export const SLEEP_TIMER_CHOICES: readonly SleepTimerChoice[] = [
  SLEEP_TIMER_OFF,
  { id: '5', label: '5 minutes', stop: { minutes: 5 } },
  { id: '10', label: '10 minutes', stop: { minutes: 10 } },
  { id: '15', label: '15 minutes', stop: { minutes: 15 } },
  { id: '30', label: '30 minutes', stop: { minutes: 30 } },
  { id: 'end', label: 'End of meditation', stop: 'end' },
];
