import { LIMIT_EXTENSION_MINUTES } from '@tate/contracts';
import tatePuppy from '../../account/tate-puppy.svg?no-inline';
import { ParentGate, type ParentGateAnswer } from '../../parent-gate/ParentGate';
import type { GateAsks } from '../../parent-gate/parent-gate-schema';

type Props = { childName: string; minutesToday: number; asks: GateAsks; gate: ParentGateAnswer | undefined };

/** The daily limit is reached: Tate says so kindly, and a grown-up can add 15 minutes behind the parent gate. */
export function DayLimitReached({ childName, minutesToday, asks, gate }: Props) {
  return (
    <section className="evening evening--screen" aria-labelledby="evening-heading">
      <img className="evening__tate" src={tatePuppy} alt="Tate the puppy, smiling" width={180} height={180} />
      <h2 id="evening-heading">That&apos;s all for today</h2>
      <p className="evening__lead">
        You listened for {minutesToday} minutes today, {childName}. Tate will be ready tomorrow.
      </p>
      <ParentGate intent="extend" asks={asks} action={`Add ${LIMIT_EXTENSION_MINUTES} minutes`} answer={gate} />
    </section>
  );
}
