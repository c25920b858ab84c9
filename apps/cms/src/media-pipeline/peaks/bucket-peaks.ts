/** How many values a waveform has: enough for a seek bar on a wide screen. */
export const PEAK_COUNT = 400;

const FULL_SCALE = 32768;

/**
 * The waveform of 16-bit little-endian mono samples: the largest absolute sample in each of `count` equal
 * buckets, as a fraction of full scale (0 to 1, three decimals). Fewer samples than buckets give one value per sample.
 */
export function bucketPeaks(samples: Buffer, count: number = PEAK_COUNT): number[] {
  const total = Math.floor(samples.length / 2);
  const buckets = Math.min(count, total);
  const peaks: number[] = [];
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = Math.floor((bucket * total) / buckets);
    const end = Math.floor(((bucket + 1) * total) / buckets);
    let peak = 0;
    for (let index = start; index < end; index += 1) peak = Math.max(peak, Math.abs(samples.readInt16LE(index * 2)));
    peaks.push(Math.round((Math.min(peak, FULL_SCALE) / FULL_SCALE) * 1000) / 1000);
  }
  return peaks;
}
