/** Loudness figures as the admin shows them: integrated (LUFS), true peak (dBTP), loudness range (LU). */
export type LoudnessView = { integrated: number; truePeak: number; range: number };

/** What the admin's media panel reads about a meditation's file (GET /media-pipeline/meditations/:documentId/job). */
export type MediaJobAnswer = {
  /** MEDIA_PIPELINE is on: otherwise uploads are served as they are and the panel stays hidden. */
  pipeline: boolean;
  file: { id: number; name: string; mime: string | null } | null;
  job: {
    status: 'queued' | 'processing' | 'ready' | 'failed';
    reason: string | null;
    kind: 'audio' | 'video' | null;
    durationSeconds: number | null;
    loudnessBefore: LoudnessView | null;
    loudnessAfter: LoudnessView | null;
    peaks: number[] | null;
  } | null;
};
