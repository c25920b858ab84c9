import type { BreathPattern } from '@tate/player-sdk';
import type { ResponsiveImageSource } from '@tate/ui';

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
