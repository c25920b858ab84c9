/** One line of a meditation's transcript: what is said from `start` to `end`, in seconds. */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

/** The index of the cue whose [start, end) holds `seconds`, or null between cues, before the first and after the last. */
export function activeCueIndex(cues: readonly TranscriptCue[], seconds: number): number | null {
  let low = 0;
  let high = cues.length - 1;
  // Cues come in time order, so a binary search finds the last cue starting at or before `seconds`.
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle];
    if (cue && cue.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const cue = cues[found];
  return cue && seconds < cue.end ? found : null;
}

function isCue(value: unknown): value is TranscriptCue {
  if (typeof value !== 'object' || value === null || !('start' in value && 'end' in value && 'text' in value)) return false;
  const { start, end, text } = value;
  return typeof start === 'number' && typeof end === 'number' && Number.isFinite(start) && Number.isFinite(end) && start <= end && typeof text === 'string';
}

/**
 * The cues of a `transcript` read from the network (`{ cues: [{ start, end, text }] }`), in time order; an empty list
 * when the transcript is missing or any cue is not two finite numbers and a text.
 */
export function readTranscriptCues(transcript: unknown): readonly TranscriptCue[] {
  if (typeof transcript !== 'object' || transcript === null || !('cues' in transcript)) return [];
  const { cues } = transcript;
  if (!Array.isArray(cues) || !cues.every(isCue)) return [];
  return cues.map(({ start, end, text }) => ({ start, end, text })).sort((a, b) => a.start - b.start);
}
