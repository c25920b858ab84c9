import { describe, expect, it } from 'vitest';
import { clampProgress, normalizeProgressMax } from './clamp-progress';

describe('normalizeProgressMax', () => {
  it('defaults to 100 when max is not a positive number', () => {
    expect(normalizeProgressMax(undefined)).toBe(100);
    expect(normalizeProgressMax(0)).toBe(100);
    expect(normalizeProgressMax(-5)).toBe(100);
    expect(normalizeProgressMax(Number.NaN)).toBe(100);
    expect(normalizeProgressMax(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('keeps a positive max', () => {
    expect(normalizeProgressMax(40)).toBe(40);
  });
});

describe('clampProgress', () => {
  it('clamps below zero and above max', () => {
    expect(clampProgress(-10, 50)).toEqual({ value: 0, max: 50, percent: 0 });
    expect(clampProgress(80, 50)).toEqual({ value: 50, max: 50, percent: 100 });
  });

  it('computes the percentage of an in-range value', () => {
    expect(clampProgress(30, 120).percent).toBe(25);
  });

  it('uses the default max of 100 for an invalid max', () => {
    expect(clampProgress(150, -1)).toEqual({ value: 100, max: 100, percent: 100 });
  });

  it('treats a missing value as zero', () => {
    expect(clampProgress(undefined).value).toBe(0);
    expect(clampProgress(Number.NaN, 10).value).toBe(0);
  });
});
