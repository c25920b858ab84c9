import type { LoudnessMeasure } from './loudnorm-report';

/** Spoken word for streaming (AES TD1008, Apple, Mux): -16 LUFS integrated, true peaks at or below -1 dBTP. */
export const TARGET_LUFS = -16;
export const TARGET_TRUE_PEAK = -1;

/** The true peak loudnorm aims at: below the target by the overshoot AAC encoding can add. */
export const NORMALISED_TRUE_PEAK = TARGET_TRUE_PEAK - 0.5;
/** Where the limiter starts: sample peaks this far below full scale (true peaks land a little above). */
export const FIRST_LIMIT_DBFS = -2.5;
/** loudnorm's largest loudness range target: a wider range would switch it to its dynamic mode. */
const MAX_RANGE = 20;

const linear = (db: number) => Math.pow(10, db / 20);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The filters before loudnorm: the gain that brings the source to the target, then a lookahead limiter, so that
 * quiet speech with loud peaks can be raised linearly (loudnorm falls back to dynamic, pumping levels, when the
 * gain would push true peaks over the target).
 */
export function limitedGainChain(source: LoudnessMeasure, limitDbfs: number): string {
  const gain = round2(TARGET_LUFS - source.integrated);
  return `volume=${gain}dB,alimiter=limit=${round2(linear(limitDbfs))}:attack=5:release=50:level=disabled`;
}

/**
 * How far the true peak would end above NORMALISED_TRUE_PEAK once loudnorm raises the limited signal to the
 * target (limiting lowers the loudness a little, and loudnorm's linear gain makes it up): 0 when it fits.
 * Lowering the limit by this much (and a margin) lets the second pass stay linear and reach -16 LUFS.
 */
export function peakOvershoot(limited: LoudnessMeasure, truePeakTarget = NORMALISED_TRUE_PEAK): number {
  return Math.max(0, limited.truePeak + (TARGET_LUFS - limited.integrated) - truePeakTarget);
}

/** loudnorm measuring only (first pass). */
export function measuringLoudnorm(): string {
  return `loudnorm=I=${TARGET_LUFS}:TP=${TARGET_TRUE_PEAK}:LRA=${MAX_RANGE}:print_format=json`;
}

/** loudnorm's second pass: linear gain from the first pass's figures of the same (limited) signal. */
export function normalisingLoudnorm(limited: LoudnessMeasure, truePeakTarget = NORMALISED_TRUE_PEAK): string {
  const range = Math.min(MAX_RANGE, Math.max(7, Math.ceil(limited.range) + 1));
  return [
    `loudnorm=I=${TARGET_LUFS}:TP=${round2(truePeakTarget)}:LRA=${range}`,
    `measured_I=${limited.integrated}:measured_TP=${limited.truePeak}:measured_LRA=${limited.range}`,
    `measured_thresh=${limited.threshold}:offset=${limited.offset}:linear=true:print_format=json`,
  ].join(':');
}
