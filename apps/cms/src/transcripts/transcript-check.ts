import type { TranscriptCue, TranscriptProblem } from '@tate/contracts';

/**
 * A meditation's transcript as the CMS checked it (src/transcripts/meditation-transcript.ts) and the edit view's
 * Transcript panel shows it (src/admin/transcript-panel.tsx): what it was made from (the captions file's name, "pasted
 * text" or "pasted WebVTT"; null without either), its cues, and, when it cannot be used, why (`refusal`) and each
 * problem with its line and cue.
 */
export type TranscriptCheck = {
  source: string | null;
  cues: TranscriptCue[];
  problems: TranscriptProblem[];
  refusal: string | null;
};
