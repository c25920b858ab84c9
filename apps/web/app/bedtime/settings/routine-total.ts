import { routineFits } from '@tate/contracts';

/** The minutes a routine of these meditations plays, and whether it fits the wind-down. */
export function routineTotal(ids: readonly string[], choices: readonly { id: string; durationMinutes: number }[]): { minutes: number; fits: boolean } {
  const minutesOf = new Map(choices.map((choice) => [choice.id, choice.durationMinutes]));
  const minutes = ids.reduce((sum, id) => sum + (minutesOf.get(id) ?? 0), 0);
  return { minutes, fits: routineFits(minutes) };
}

/** "1 minute", "7 minutes". */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
