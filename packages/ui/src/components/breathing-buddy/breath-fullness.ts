/** The four parts of one breath. */
export type BreathPhase = 'inhale' | 'hold' | 'exhale' | 'rest';

const easeInOut = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;

/** How full of air Tate is, 0 (empty) to 1 (full), at `progress` (0..1) through `phase`. */
export function breathFullness(phase: BreathPhase, progress: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
  switch (phase) {
    case 'inhale':
      return easeInOut(clamped);
    case 'hold':
      return 1;
    case 'exhale':
      return 1 - easeInOut(clamped);
    case 'rest':
      return 0;
  }
}

/** The words shown under Tate for each phase. */
export const BREATH_CUES: Record<BreathPhase, { short: string; calm: string }> = {
  inhale: { short: 'Breathe in', calm: 'Breathe in slowly through your nose' },
  hold: { short: 'Hold', calm: 'Hold your breath gently' },
  exhale: { short: 'Breathe out', calm: 'Breathe out slowly, like blowing a feather' },
  rest: { short: 'Rest', calm: 'Rest and feel calm' },
};
