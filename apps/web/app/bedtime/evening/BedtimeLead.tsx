import type { Bedtime } from '../../cms/bedtime.server';
import { RoutineList } from './RoutineList';
import { StartRoutineButton } from './StartRoutineButton';

type Props = { childName: string; routine: Bedtime['routine']; onStart: () => void };

/** From the wind-down to bedtime, the child's library leads with this: the routine and one button to start it. */
export function BedtimeLead({ childName, routine, onStart }: Props) {
  const first = routine[0];
  const minutes = routine.reduce((total, item) => total + item.duration, 0);
  return (
    <section className="evening evening--night evening--lead" aria-labelledby="bedtime-lead-heading">
      <div className="evening__text">
        <h2 id="bedtime-lead-heading">Bedtime with Tate</h2>
        {first ? (
          <>
            <p className="evening__lead">
              {routine.length === 1 ? 'One calm story' : `${routine.length} calm stories`}, {minutes} minutes, then Tate says goodnight,
              {` ${childName}.`}
            </p>
            <StartRoutineButton firstMediaId={first.id} onStart={onStart}>
              Start bedtime
            </StartRoutineButton>
          </>
        ) : (
          <p className="evening__lead">It is nearly bedtime, {childName}. Pick a sleepy story below.</p>
        )}
      </div>
      {first ? <RoutineList routine={routine} /> : null}
    </section>
  );
}
