import { describe, expect, it } from 'vitest';
import { breathFullness } from './breath-fullness';

describe('breathFullness', () => {
  it('fills smoothly while breathing in and empties while breathing out', () => {
    expect(breathFullness('inhale', 0)).toBe(0);
    expect(breathFullness('inhale', 0.5)).toBeCloseTo(0.5);
    expect(breathFullness('inhale', 1)).toBe(1);
    expect(breathFullness('exhale', 0)).toBe(1);
    expect(breathFullness('exhale', 1)).toBeCloseTo(0);
  });

  it('stays full while holding and empty while resting', () => {
    expect(breathFullness('hold', 0.3)).toBe(1);
    expect(breathFullness('rest', 0.3)).toBe(0);
  });

  it('keeps out-of-range progress inside the breath', () => {
    expect(breathFullness('inhale', 3)).toBe(1);
    expect(breathFullness('inhale', -1)).toBe(0);
    expect(breathFullness('inhale', Number.NaN)).toBe(0);
  });
});
