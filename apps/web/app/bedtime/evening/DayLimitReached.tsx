import { LIMIT_EXTENSION_MINUTES } from '@tate/contracts';
import tatePuppy from '../../account/tate-puppy.svg?no-inline';
import { ParentGate, type ParentGateAnswer } from './ParentGate';

type Props = { childName: string; minutesToday: number; gate: ParentGateAnswer | undefined };

/** The daily limit is reached: Tate says so kindly, and a grown-up can add 15 minutes with their password. */
export function DayLimitReached({ childName, minutesToday, gate }: Props) {
  return (
    <section className="evening evening--screen" aria-labelledby="evening-heading">
      <img className="evening__tate" src={tatePuppy} alt="Tate the puppy, smiling" width={180} height={180} />
      <h2 id="evening-heading">That&apos;s all for today</h2>
      <p className="evening__lead">
        You listened for {minutesToday} minutes today, {childName}. Tate will be ready tomorrow.
      </p>
      <ParentGate intent="extend" action={`Add ${LIMIT_EXTENSION_MINUTES} minutes`} answer={gate} />
    </section>
  );
}
