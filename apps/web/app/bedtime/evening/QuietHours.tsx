import type { Bedtime } from '../../cms/bedtime.server';
import { formatClockTime, formatWait } from '../../locale/format-time';
import { ParentGate, type ParentGateAnswer } from '../../parent-gate/ParentGate';
import { StartRoutineButton } from './StartRoutineButton';
import tateSleeping from './tate-sleeping.svg?no-inline';

type Props = {
  childName: string;
  bedtime: Bedtime;
  wakeAt: string;
  now: number;
  locale: string;
  gate: ParentGateAnswer | undefined;
  onStartRoutine: () => void;
};

/**
 * Quiet hours: Tate sleeps until morning and the library is put away. Only the routine may play again (a child who
 * wakes in the night can hear it); a grown-up can unlock tonight with their password.
 */
export function QuietHours({ childName, bedtime, wakeAt, now, locale, gate, onStartRoutine }: Props) {
  const first = bedtime.routine[0];
  return (
    <section className="evening evening--night evening--screen" aria-labelledby="evening-heading">
      <img className="evening__tate" src={tateSleeping} alt="Tate asleep in his nightcap" width={180} height={180} />
      <h2 id="evening-heading">Tate is sleeping</h2>
      <p className="evening__lead">
        Sleep tight, {childName}. Meditations come back at <strong>{formatClockTime(wakeAt, bedtime.timeZone, locale)}</strong>, in{' '}
        {formatWait(Date.parse(wakeAt) - now, locale)}.
      </p>
      {first ? (
        <>
          <p>Awake in the night? Tate&apos;s bedtime stories can play again.</p>
          <StartRoutineButton firstMediaId={first.id} onStart={onStartRoutine}>
            Play bedtime again
          </StartRoutineButton>
        </>
      ) : null}
      <ParentGate intent="unlock" asks={bedtime.parentGate} action="Unlock for tonight" answer={gate} />
    </section>
  );
}
