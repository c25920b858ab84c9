import type { Bedtime } from '../../cms/bedtime.server';
import { PLACEHOLDER_IMAGE } from '../../library/MeditationCard';

/** The routine's meditations in the order they play: cover, title and length. */
export function RoutineList({ routine }: { routine: Bedtime['routine'] }) {
  return (
    <ol className="evening__routine">
      {routine.map((item) => (
        <li key={item.id}>
          <img src={item.image ?? PLACEHOLDER_IMAGE} alt="" width={56} height={56} loading="lazy" />
          <span className="evening__routine-title">{item.title}</span>
          <span className="evening__routine-length">{item.duration} min</span>
        </li>
      ))}
    </ol>
  );
}
