import { useRouteLoaderData } from '@remix-run/react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { DEFAULT_SITE_LOCALE } from '../locale/site-locale';
import type { loader as rootLoader } from '../root';
import type { Bedtime } from '../cms/bedtime.server';
import { BedtimeLead } from './BedtimeLead';
import { DayLimitReached } from './DayLimitReached';
import type { ParentGateAnswer } from './ParentGate';
import { QuietHours } from './QuietHours';
import { useEvening } from './use-evening';
import bedtimeStyles from './bedtime.css?url';

// The night player (the SDK's routine and audio) loads when bedtime is first started.
const RoutinePlayer = lazy(() => import('./RoutinePlayer').then((module) => ({ default: module.RoutinePlayer })));

type Props = {
  childId: string;
  bedtime: Bedtime;
  /** The server's clock when it rendered the page (ms). */
  serverNow: number;
  gate: ParentGateAnswer | undefined;
  /** The library as it is in the day. */
  children: ReactNode;
};

/**
 * A child's library through the evening: the day's library; from the wind-down the routine leads it; in quiet hours
 * "Tate is sleeping" puts it away; once the day's minutes are used, "That's all for today" does.
 */
export function ChildEvening({ childId, bedtime, serverNow, gate, children }: Props) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const childName = rootData?.account?.children.find((child) => child.id === childId)?.name ?? '';
  const locale = rootData?.settings.locale ?? DEFAULT_SITE_LOCALE;
  const goodnightClipUrl = rootData?.settings.goodnightClipUrl ?? null;
  const evening = useEvening(bedtime, serverNow);
  const [routineOpen, setRoutineOpen] = useState(false);
  const start = () => setRoutineOpen(true);
  const player = routineOpen ? (
    <Suspense fallback={null}>
      <RoutinePlayer childId={childId} routine={bedtime.routine} goodnightClipUrl={goodnightClipUrl} onClose={() => setRoutineOpen(false)} />
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
        <DayLimitReached childName={childName} minutesToday={bedtime.status.minutesToday} gate={gate} />
      </>
    );
  }
  return (
    <>
      {styles}
      {evening.view === 'wind-down' ? <BedtimeLead childName={childName} routine={bedtime.routine} onStart={start} /> : null}
      {children}
      {player}
    </>
  );
}
