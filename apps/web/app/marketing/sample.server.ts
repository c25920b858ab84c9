import { formatClock } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchFreeMeditations } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import type { Meditation } from '../cms/meditation';
import { fetchPlayable } from '../cms/player.server';

/** How many of the sample's lines the page shows before "Read all the words". */
const FIRST_LINES = 4;

export type Sample = {
  /** The first audio meditation of the CMS's samples (its free meditations, in the library's order), or null when none. */
  meditation: Meditation | null;
  /** Its first lines as Tate says them, each with the time it is said ("0:05"). */
  firstLines: { at: string; text: string }[];
  /** How many other free meditations there are to try. */
  othersCount: number;
};

/** The Sample page's story: the editors' first free audio meditation, with the opening of its words. */
export async function loadSample(): Promise<Sample> {
  const samples = await loadFromCms(() => fetchFreeMeditations(cms()));
  const meditation = samples.find((sample) => sample.kind === 'audio') ?? null;
  if (!meditation) return { meditation: null, firstLines: [], othersCount: samples.length };
  const { media } = await loadFromCms(() => fetchPlayable(cms(), null, meditation.id));
  const cues = media?.transcript?.cues ?? [];
  return {
    meditation,
    firstLines: cues.slice(0, FIRST_LINES).map((cue) => ({ at: formatClock(cue.start), text: cue.text })),
    othersCount: samples.length - 1,
  };
}
