import { describe, expect, it } from 'vitest';
import { MAX_WAVEFORM_BARS, waveformBars } from './waveform';

describe('waveformBars', () => {
  it('draws nothing without peaks', () => {
    expect(waveformBars([])).toEqual([]);
  });

  it('draws one centred bar per peak when they are few', () => {
    const bars = waveformBars([1, 0.5, 0]);
    expect(bars).toHaveLength(3);
    expect(bars[0]).toEqual({ x: 0.2, y: 0, width: 0.6, height: 100 });
    expect(bars[1]).toEqual({ x: 1.2, y: 25, width: 0.6, height: 50 });
    // Silence keeps a quiet line.
    expect(bars[2]?.height).toBeCloseTo(8);
    expect(bars[2]?.y).toBeCloseTo(46);
  });

  it('groups many peaks into at most the maximum number of bars, each its group’s highest', () => {
    const peaks = Array.from({ length: 400 }, (_, index) => (index === 399 ? 1 : 0.25));
    const bars = waveformBars(peaks);
    expect(bars).toHaveLength(MAX_WAVEFORM_BARS);
    expect(bars.at(-1)?.height).toBe(100);
    expect(bars[0]?.height).toBe(25);
    expect(waveformBars(peaks, 10)).toHaveLength(10);
  });

  it('clamps values outside 0..1 and treats what is not a number as silence', () => {
    const heights = waveformBars([3, -1, Number.NaN]).map((bar) => bar.height);
    expect(heights[0]).toBe(100);
    expect(heights[1]).toBeCloseTo(8);
    expect(heights[2]).toBeCloseTo(8);
  });
});
