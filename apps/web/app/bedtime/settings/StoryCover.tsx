import { MoonIcon } from '@tate/ui';
import type { RoutineChoice } from './routine-choice';

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

/** A story's title over its minutes, beside its cover in a routine card and in the sheet's list. */
export function StoryWords({ choice }: { choice: RoutineChoice }) {
  return (
    <span className="routine-story">
      <span className="routine-story__title">{choice.title}</span>
      <span className="routine-story__minutes">{choice.durationMinutes} min</span>
    </span>
  );
}
