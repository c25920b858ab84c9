import type { BreathPattern } from '@tate/player-sdk';
import type { ResponsiveImageSource } from '@tate/ui';
import type { Transcript } from '@tate/contracts';

/** One meditation as every screen of the web app reads it: library, player, favourites and child profile. */
export type Meditation = {
  id: string;
  title: string;
  description: string;
  kind: 'audio' | 'video';
  /** MIME type of the file, when known. */
  type: string | null;
  /** Playable address: public for free media, signed for an entitled parent, otherwise null. */
  src: string | null;
  imageUrl: string | null;
  /** The cover in every size the CMS made, for the cards; null when the CMS does not know its size. */
  image: ResponsiveImageSource | null;
  isPaid: boolean;
  durationMinutes: number;
  categoryId: string | null;
  /** The sub-category whose video page plays it (videos), null otherwise. */
  subCategoryId: string | null;
  /** Breath timings for the breathing buddy (breathing meditations), null otherwise. */
  breathPattern: BreathPattern | null;
  /** 0..100 for a chosen child's history, null when not known. */
  percentCompleted: number | null;
};

/**
 * A meditation as the player gets it: its file is the media pipeline's rendition once that is ready, and `peaks` its
 * waveform (values 0..1) for the seek bar; null when none (no ready job, or a download played offline). `transcript`
 * is its timed words for read-along and captions, null when none (or not allowed: a paid meditation's words follow
 * its media's access rule); `ageRanges` the ages it is for ("5-7").
 */
export type PlayerMeditation = Meditation & { peaks?: readonly number[] | null; transcript?: Transcript | null; ageRanges?: readonly string[] };
