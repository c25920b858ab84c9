import { VisuallyHidden } from '@tate/ui';
import { weekdayOf } from './clock';

const BAR_WIDTH = 28;
const GAP = 14;
const CHART_HEIGHT = 96;
const TOP = 18;
const BOTTOM = 22;
/** Room on each side so the first and last day's labels ("Today") are not cut. */
const SIDE = 12;

/**
 * This week's listened minutes per day, as small bars with no goal, ranking or streak: the last bar is today. The
 * numbers are in a visually hidden table for screen readers; the drawing itself is hidden from them.
 */
export function WeekChart({ week, locale, childName }: { week: { day: string; minutes: number }[]; locale: string; childName: string }) {
  const most = Math.max(1, ...week.map((entry) => entry.minutes));
  const width = week.length * (BAR_WIDTH + GAP) - GAP + 2 * SIDE;
  const height = TOP + CHART_HEIGHT + BOTTOM;
  const today = week.length - 1;
  return (
    <figure className="week-chart">
      <figcaption>Minutes {childName} listened each day this week</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {week.map((entry, index) => {
          const barHeight = entry.minutes === 0 ? 2 : Math.max(4, Math.round((entry.minutes / most) * CHART_HEIGHT));
          const x = SIDE + index * (BAR_WIDTH + GAP);
          const isToday = index === today;
          return (
            <g key={entry.day}>
              <rect
                className={isToday ? 'week-chart__bar week-chart__bar--today' : 'week-chart__bar'}
                x={x}
                y={TOP + CHART_HEIGHT - barHeight}
                width={BAR_WIDTH}
                height={barHeight}
                rx={4}
              />
              <text className="week-chart__value" x={x + BAR_WIDTH / 2} y={TOP + CHART_HEIGHT - barHeight - 4}>
                {entry.minutes}
              </text>
              <text className={isToday ? 'week-chart__label week-chart__label--today' : 'week-chart__label'} x={x + BAR_WIDTH / 2} y={height - 6}>
                {isToday ? 'Today' : weekdayOf(entry.day, locale, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>Minutes listened per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Minutes</th>
            </tr>
          </thead>
          <tbody>
            {week.map((entry, index) => (
              <tr key={entry.day}>
                <th scope="row">{index === today ? `Today (${weekdayOf(entry.day, locale, 'long')})` : weekdayOf(entry.day, locale, 'long')}</th>
                <td>{entry.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
