import { MoonIcon } from '@tate/ui';
import type { RoutineChoice } from './BedtimeFieldset';

/** A story's cover as a small square (decorative: the title is beside it), a moon when it has none. */
export function StoryCover({ choice }: { choice: RoutineChoice }) {
  return choice.imageUrl ? (
    <img className="routine-cover" src={choice.imageUrl} alt="" width={56} height={56} loading="lazy" />
  ) : (
    <span className="routine-cover routine-cover--none">
      <MoonIcon />
    </span>
  );
}
