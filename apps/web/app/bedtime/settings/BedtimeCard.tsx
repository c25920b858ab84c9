import { LinkButton } from '@tate/ui';
import type { Bedtime } from '../../cms/bedtime.server';
import { formatWallTime } from './clock';
import { WeekChart } from './WeekChart';
import { PageSection } from '../../layout/PageSection';

/** The child profile's Bedtime card: quiet hours, tonight's routine (the child form's own words), the daily limit and this week's minutes. */
export function BedtimeCard({ bedtime, childId, childName, locale }: { bedtime: Bedtime; childId: string; childName: string; locale: string }) {
  const quietHours =
    bedtime.bedtime && bedtime.wakeTime ? `${formatWallTime(bedtime.bedtime, locale)} to ${formatWallTime(bedtime.wakeTime, locale)}` : 'None';
  return (
    <PageSection
      headingId="bedtime-heading"
      heading="Bedtime"
      className="bedtime-card"
      action={
        <LinkButton href={`/account/edit-child/${childId}#bedtime`} variant="secondary">
          Change bedtime
        </LinkButton>
      }
    >
      <dl className="bedtime-card__facts">
        <div>
          <dt>Quiet hours</dt>
          <dd>{quietHours}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{bedtime.timeZone.replaceAll('_', ' ')}</dd>
        </div>
        <div>
          <dt>Daily limit</dt>
          <dd>{bedtime.dailyLimitMinutes === null ? 'No limit' : `${bedtime.dailyLimitMinutes} minutes`}</dd>
        </div>
        <div>
          <dt>Tonight's routine</dt>
          <dd>
            {bedtime.routine.length === 0 ? (
              'None yet'
            ) : (
              <ol className="bedtime-card__routine">
                {bedtime.routine.map((item) => (
                  <li key={item.id}>
                    {item.title} ({item.duration} min)
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
      </dl>
      <h3>This week</h3>
      <WeekChart week={bedtime.week} locale={locale} childName={childName} />
    </PageSection>
  );
}
