import { describe, expect, it } from 'vitest';
import { BOUNDS_ERROR, INVALID_BOUND_ERROR, parseIsoDate, resolveDateBounds } from './date-bounds';

describe('parseIsoDate', () => {
  it('parses a valid date', () => {
    expect(parseIsoDate('2020-02-29')?.toString()).toBe('2020-02-29');
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseIsoDate('2021-02-29')).toBeNull();
    expect(parseIsoDate('2021-13-01')).toBeNull();
    expect(parseIsoDate('01/02/2020')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

describe('resolveDateBounds', () => {
  it('accepts ordered bounds', () => {
    const bounds = resolveDateBounds('1900-01-01', '2026-11-21');
    expect(bounds.error).toBeNull();
    expect(bounds.min?.toString()).toBe('1900-01-01');
    expect(bounds.max?.toString()).toBe('2026-11-21');
  });

  it('reports a maximum before the minimum', () => {
    expect(resolveDateBounds('2026-01-02', '2026-01-01')).toEqual({ min: null, max: null, error: BOUNDS_ERROR });
  });

  it('reports an invalid bound', () => {
    expect(resolveDateBounds('2026-02-30', undefined).error).toBe(INVALID_BOUND_ERROR);
  });

  it('allows open bounds', () => {
    expect(resolveDateBounds(undefined, undefined)).toEqual({ min: null, max: null, error: null });
  });
});
