/** A meditation the routine may hold: the library's audio meditations. */
export type RoutineChoice = {
  id: string;
  title: string;
  durationMinutes: number;
  /** Its cover, null when it has none. */
  imageUrl: string | null;
};
