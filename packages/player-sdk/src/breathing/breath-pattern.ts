import type { BreathPhase } from '@tate/ui';

/**
 * A breathing rhythm in seconds, set by editors per meditation:
 * in 4 s, hold 2 s, out 6 s is `{ inhale: 4, hold: 2, exhale: 6 }`.
 * `holdAfter` is the pause after breathing out before the next breath (0 when absent).
 */
export interface BreathPattern {
  inhale: number;
  hold: number;
  exhale: number;
  holdAfter?: number;
}

/** Where the breath is at one moment of the meditation. */
export interface BreathMoment {
  phase: BreathPhase;
  /** 0 at the start of the phase, 1 at its end. */
  progress: number;
  /** Whole seconds left in this phase, counting down to 1. */
  secondsLeft: number;
  /** Which breath this is, from 0. */
  cycle: number;
}

const PHASES: ReadonlyArray<{ phase: BreathPhase; length: (pattern: BreathPattern) => number }> = [
  { phase: 'inhale', length: (pattern) => pattern.inhale },
  { phase: 'hold', length: (pattern) => pattern.hold },
  { phase: 'exhale', length: (pattern) => pattern.exhale },
  { phase: 'rest', length: (pattern) => pattern.holdAfter ?? 0 },
];

const MAX_PHASE_SECONDS = 60;

function isPhaseLength(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PHASE_SECONDS;
}

/** A pattern can drive the buddy when every length is 0..60 s and breathing in and out both take time. */
export function isBreathPattern(value: unknown): value is BreathPattern {
  if (typeof value !== 'object' || value === null || !('inhale' in value) || !('hold' in value) || !('exhale' in value)) return false;
  const holdAfter = 'holdAfter' in value ? value.holdAfter : undefined;
  return (
    isPhaseLength(value.inhale) &&
    isPhaseLength(value.hold) &&
    isPhaseLength(value.exhale) &&
    (holdAfter === undefined || isPhaseLength(holdAfter)) &&
    value.inhale > 0 &&
    value.exhale > 0
  );
}

/** Length of one whole breath in seconds. */
export function breathCycleSeconds(pattern: BreathPattern): number {
  return PHASES.reduce((total, { length }) => total + length(pattern), 0);
}

/**
 * The breath at `currentTime` seconds into the meditation. A pure function of the audio's own clock,
 * so pausing holds the breath still and seeking jumps to the right place in the rhythm.
 */
export function breathAt(pattern: BreathPattern, currentTime: number): BreathMoment {
  const cycleLength = breathCycleSeconds(pattern);
  const time = Number.isFinite(currentTime) && currentTime > 0 ? currentTime : 0;
  const cycle = Math.floor(time / cycleLength);
  let offset = time - cycle * cycleLength;
  for (const { phase, length } of PHASES) {
    const seconds = length(pattern);
    if (seconds > 0 && offset < seconds) {
      return { phase, progress: offset / seconds, secondsLeft: Math.ceil(seconds - offset), cycle };
    }
    offset -= seconds;
  }
  return { phase: 'inhale', progress: 0, secondsLeft: Math.ceil(pattern.inhale), cycle: cycle + 1 };
}
