/** One bar of a drawn waveform, in the SVG's own units: `x` and `width` along 0..count, `y` and `height` along 0..100. */
export type WaveformBar = { x: number; y: number; width: number; height: number };

/** At most this many bars: about 3 px a bar on a phone's 375 px wide player, still calm on a wide screen. */
export const MAX_WAVEFORM_BARS = 96;

/** The lowest bar, as a share of the height, so silence still draws a quiet line rather than a gap. */
const MIN_HEIGHT = 0.08;

/** The share of each bar's slot the bar fills (the rest is the gap between bars). */
const BAR_WIDTH = 0.6;

/** A peak as a drawable height: numbers outside 0..1 are clamped, anything not finite counts as silence. */
function level(peak: number): number {
  return Number.isFinite(peak) ? Math.min(1, Math.max(0, peak)) : 0;
}

/**
 * Peaks (0..1, any number of them) grouped into at most `maxBars` bars (each the highest peak of its group),
 * centred vertically, for an SVG with `viewBox="0 0 {bars.length} 100"`. No peaks: no bars.
 */
export function waveformBars(peaks: readonly number[], maxBars: number = MAX_WAVEFORM_BARS): WaveformBar[] {
  const count = Math.min(peaks.length, Math.max(1, Math.floor(maxBars)));
  const bars: WaveformBar[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = Math.floor((index * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((index + 1) * peaks.length) / count));
    let highest = 0;
    for (let at = start; at < end; at += 1) highest = Math.max(highest, level(peaks[at] ?? 0));
    const height = Math.max(MIN_HEIGHT, highest) * 100;
    bars.push({ x: index + (1 - BAR_WIDTH) / 2, y: (100 - height) / 2, width: BAR_WIDTH, height });
  }
  return bars;
}
