import { ListeningAllowance } from '@tate/player-sdk/react';
import { useMemo } from 'react';
import type { Bedtime } from '../cms/bedtime.server';

/**
 * The window event a player sends when it used up the day's minutes; the child's evening hears it (useDayUsedUp in
 * bedtime/use-evening.ts, which spells it again). An event, not a shared module: a module both import would be a chunk
 * of its own, named in the library's first load, which is at its budget.
 */
const DAY_USED_UP = 'tate:day-used-up';

const allowances = new WeakMap<Bedtime['status'], ListeningAllowance>();

/**
 * The listening time left today under the parent's limit, as the CMS last answered (`day`; null without a limit).
 * Every play the page opens spends the same allowance until the next answer, which counts those plays itself.
 */
export function useTodaysAllowance(day: Bedtime['status'] | undefined): ListeningAllowance | null {
  return useMemo(() => {
    if (!day || day.secondsLeft === null) return null;
    const known = allowances.get(day);
    if (known) return known;
    const allowance = new ListeningAllowance(day.secondsLeft);
    allowance.on('used-up', () => window.dispatchEvent(new Event(DAY_USED_UP)));
    allowances.set(day, allowance);
    return allowance;
  }, [day]);
}
