import { Suspense, useEffect, useMemo, useState } from 'react';
import { lazyComponent } from '../../chunks/lazy-component';
import { DEFAULT_SITE_LOCALE } from '../../locale/site-locale';
import type { Bedtime } from '../../cms/bedtime.server';
import { BedtimeLead } from './BedtimeLead';
import { DayLimitReached } from './DayLimitReached';
import type { ParentGateAnswer } from '../../parent-gate/ParentGate';
import { QuietHours } from './QuietHours';
import { useDayUsedUp, useEvening } from './use-evening';
import bedtimeStyles from './bedtime.css?url';

// The night player (the SDK's routine and audio) loads when bedtime is first started.
const RoutinePlayer = lazyComponent(() => import('./RoutinePlayer').then((module) => module.RoutinePlayer));

type Props = {
  childId: string;
  childName: string;
  /** The site's locale for the wake-up time, when the root has it. */
  locale: string | undefined;
  /** The CMS's goodnight clip that ends the routine, when one is set. */
  goodnightClipUrl: string | null;
  bedtime: Bedtime;
  /** The server's clock when it rendered the page (ms). */
  serverNow: number;
  gate: ParentGateAnswer | undefined;
  /** Told whether quiet hours or the day's limit put the day's library away (when the device's clock turns). */
  onPutAway: (putAway: boolean) => void;
};

/**
 * A child's evening above the library: from the wind-down the routine leads it; in quiet hours "Tate is sleeping"
 * puts the library away; once the day's minutes are used, "That's all for today" does. The library itself is the
 * page's, beside this lazy piece, so its cards work as soon as the page's own scripts have run.
 */
/** The CMS's answer, with the day's minutes counted as used up when a play on this page used them. */
function withUsedUp(bedtime: Bedtime, usedUp: boolean): Bedtime {
  if (!usedUp || bedtime.status.limitReached) return bedtime;
  const { minutesToday, minutesLeft } = bedtime.status;
  return {
    ...bedtime,
    status: { ...bedtime.status, minutesToday: minutesToday + (minutesLeft ?? 0), minutesLeft: 0, secondsLeft: 0, limitReached: true },
  };
}

export function ChildEvening({ childId, childName, locale = DEFAULT_SITE_LOCALE, goodnightClipUrl, bedtime: answered, serverNow, gate, onPutAway }: Props) {
  const [routineOpen, setRoutineOpen] = useState(false);
  // A play on this page that used up the day's minutes (the library's or the routine's, once its player is closed).
  const usedUp = useDayUsedUp(answered.status) && !routineOpen;
  const bedtime = useMemo(() => withUsedUp(answered, usedUp), [answered, usedUp]);
  const evening = useEvening(bedtime, serverNow);
  const putAway = evening.view === 'quiet' || evening.view === 'limit';
  useEffect(() => onPutAway(putAway), [putAway, onPutAway]);
  const start = () => setRoutineOpen(true);
  const player = routineOpen ? (
    <Suspense fallback={null}>
      <RoutinePlayer
        childId={childId}
        routine={bedtime.routine}
        goodnightClipUrl={goodnightClipUrl}
        day={answered.status}
        onClose={() => setRoutineOpen(false)}
      />
    </Suspense>
  ) : null;

  // The evening's styles load with it (a child's library only), not with every visitor's library.
  const styles = <link rel="stylesheet" href={bedtimeStyles} />;
  if (evening.view === 'quiet' && evening.wakeAt) {
    return (
      <>
        {styles}
        <QuietHours childName={childName} bedtime={bedtime} wakeAt={evening.wakeAt} now={evening.now} locale={locale} gate={gate} onStartRoutine={start} />
        {player}
      </>
    );
  }
  if (evening.view === 'limit') {
    return (
      <>
        {styles}
        <DayLimitReached childName={childName} minutesToday={bedtime.status.minutesToday} asks={bedtime.parentGate} gate={gate} />
      </>
    );
  }
  return (
    <>
      {styles}
      {evening.view === 'wind-down' ? <BedtimeLead childName={childName} routine={bedtime.routine} onStart={start} /> : null}
      {player}
    </>
  );
}
