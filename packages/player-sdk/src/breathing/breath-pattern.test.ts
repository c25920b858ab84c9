import { describe, expect, it } from 'vitest';
import { breathAt, breathCycleSeconds, isBreathPattern } from './breath-pattern';

const fourTwoSix = { inhale: 4, hold: 2, exhale: 6 };

describe('breathAt', () => {
  it('starts each meditation breathing in', () => {
    expect(breathAt(fourTwoSix, 0)).toEqual({ phase: 'inhale', progress: 0, secondsLeft: 4, cycle: 0 });
  });

  it('walks through in 4 s, hold 2 s, out 6 s', () => {
    expect(breathAt(fourTwoSix, 2)).toMatchObject({ phase: 'inhale', progress: 0.5, secondsLeft: 2 });
    expect(breathAt(fourTwoSix, 4)).toMatchObject({ phase: 'hold', progress: 0, secondsLeft: 2 });
    expect(breathAt(fourTwoSix, 5.5)).toMatchObject({ phase: 'hold', progress: 0.75, secondsLeft: 1 });
    expect(breathAt(fourTwoSix, 9)).toMatchObject({ phase: 'exhale', progress: 0.5, secondsLeft: 3 });
  });

  it('starts the next breath after breathing out, counting cycles', () => {
    expect(breathAt(fourTwoSix, 12)).toEqual({ phase: 'inhale', progress: 0, secondsLeft: 4, cycle: 1 });
    expect(breathAt(fourTwoSix, 12 * 10 + 1)).toMatchObject({ phase: 'inhale', progress: 0.25, cycle: 10 });
  });

  it('rests after breathing out when the pattern has a second hold', () => {
    const boxBreath = { inhale: 4, hold: 4, exhale: 4, holdAfter: 4 };
    expect(breathAt(boxBreath, 13)).toMatchObject({ phase: 'rest', progress: 0.25, secondsLeft: 3, cycle: 0 });
    expect(breathAt(boxBreath, 16)).toMatchObject({ phase: 'inhale', cycle: 1 });
  });

  it('skips a hold of zero seconds', () => {
    expect(breathAt({ inhale: 3, hold: 0, exhale: 3 }, 3)).toMatchObject({ phase: 'exhale', progress: 0 });
  });

  it('follows a seek backwards and forwards: the same time always gives the same breath', () => {
    const afterSeek = breathAt(fourTwoSix, 96);
    breathAt(fourTwoSix, 3);
    expect(breathAt(fourTwoSix, 96)).toEqual(afterSeek);
    expect(afterSeek).toMatchObject({ phase: 'inhale', cycle: 8, secondsLeft: 4 });
  });

  it('treats a missing or negative time as the start', () => {
    expect(breathAt(fourTwoSix, Number.NaN)).toMatchObject({ phase: 'inhale', progress: 0, cycle: 0 });
    expect(breathAt(fourTwoSix, -5)).toMatchObject({ phase: 'inhale', progress: 0, cycle: 0 });
  });
});

describe('breathCycleSeconds', () => {
  it('adds every phase, the second hold only when set', () => {
    expect(breathCycleSeconds(fourTwoSix)).toBe(12);
    expect(breathCycleSeconds({ ...fourTwoSix, holdAfter: 2 })).toBe(14);
  });
});

describe('isBreathPattern', () => {
  it('accepts the rhythms editors set', () => {
    expect(isBreathPattern(fourTwoSix)).toBe(true);
    expect(isBreathPattern({ inhale: 4, hold: 4, exhale: 4, holdAfter: 4 })).toBe(true);
  });

  it('refuses patterns that cannot breathe', () => {
    expect(isBreathPattern(null)).toBe(false);
    expect(isBreathPattern({ inhale: 0, hold: 2, exhale: 6 })).toBe(false);
    expect(isBreathPattern({ inhale: 4, hold: 2 })).toBe(false);
    expect(isBreathPattern({ inhale: 4, hold: -1, exhale: 6 })).toBe(false);
    expect(isBreathPattern({ inhale: '4', hold: 2, exhale: 6 })).toBe(false);
    expect(isBreathPattern({ inhale: 4, hold: 2, exhale: 600 })).toBe(false);
  });
});
