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

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A job's stored loudness (JSON) as the admin shows it, or null when it holds none. */
export function toLoudnessView(value: unknown): LoudnessView | null {
  if (typeof value !== 'object' || value === null) return null;
  const loudness: Partial<Record<keyof LoudnessView, unknown>> = value;
  const { integrated, truePeak, range } = loudness;
  return isFiniteNumber(integrated) && isFiniteNumber(truePeak) && isFiniteNumber(range) ? { integrated, truePeak, range } : null;
}

/** A job's stored waveform (JSON), or null when it holds none or something else. */
export function toPeaks(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const peaks: number[] = [];
  for (const item of value) {
    if (!isFiniteNumber(item)) return null;
    peaks.push(item);
  }
  return peaks;
}
