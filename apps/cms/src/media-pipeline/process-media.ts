import path from 'node:path';
import { probeMedia } from './probe/probe';
import { measureLoudness } from './loudness/measure';
import { FIRST_LIMIT_DBFS, limitedGainChain, NORMALISED_TRUE_PEAK, normalisingLoudnorm, peakOvershoot, TARGET_TRUE_PEAK } from './loudness/targets';
import type { LoudnessMeasure } from './loudness/loudnorm-report';
import { encodeAudio, SAMPLE_RATE } from './encode/audio';
import { encodeVideo } from './encode/video';
import { extractPoster } from './encode/poster';
import { waveformPeaks } from './peaks/waveform';
import type { ToolLimits } from './ffmpeg/run';
import type { MediaInput } from './input/media-input';
import { checkRenditionDuration, readLimitSeconds, runTimeoutMs } from './limits/durations';

export type Loudness = Pick<LoudnessMeasure, 'integrated' | 'truePeak' | 'range'>;

/** What processing one upload gives: the files written in the work folder and the figures an editor sees. */
export type ProcessedMedia = {
  kind: 'audio' | 'video';
  durationSeconds: number;
  loudnessBefore: Loudness;
  loudnessAfter: Loudness;
  peaks: number[];
  rendition: { path: string; mime: string; ext: string };
  poster: { path: string; mime: string; ext: string } | null;
};

/** Lowering the limit lowers the loudness a little more: this much extra keeps the second try inside. */
const LIMIT_MARGIN_DB = 0.5;
/**
 * loudnorm's true-peak reading of a rendition and the EBU R128 meter's (ffmpeg's ebur128, peak=true) differ by up to
 * about this much: the rendition is checked this far inside the target, so either meter reads it at -1 dBTP or below
 * (a rendition read at -1.05 by loudnorm read -0.9 by ebur128 in a CI run; with 0.2 here, one that passed loudnorm's
 * -1.2 still read -0.9 by ebur128 in the clean clone of 11dc782 on PostgreSQL: the meters differed by 0.3 or more).
 */
const METER_MARGIN_DB = 0.5;

const figures = ({ integrated, truePeak, range }: LoudnessMeasure): Loudness => ({ integrated, truePeak, range });

/**
 * The audio filters that bring `source` to -16 LUFS with true peaks `headroomDb` below the usual aim: the gain, a
 * limiter (lowered once more when the limited signal would still peak too high), then loudnorm's linear pass.
 */
async function normalisingFilters(source: MediaInput, before: LoudnessMeasure, headroomDb: number, limits: ToolLimits): Promise<string> {
  const truePeakTarget = NORMALISED_TRUE_PEAK - headroomDb;
  let preChain = limitedGainChain(before, FIRST_LIMIT_DBFS - headroomDb);
  let limited = await measureLoudness(source, limits, preChain);
  const overshoot = peakOvershoot(limited, truePeakTarget);
  if (overshoot > 0) {
    preChain = limitedGainChain(before, FIRST_LIMIT_DBFS - headroomDb - overshoot - LIMIT_MARGIN_DB);
    limited = await measureLoudness(source, limits, preChain);
  }
  return `${preChain},${normalisingLoudnorm(limited, truePeakTarget)},aresample=${SAMPLE_RATE}`;
}

/**
 * Probes a source, measures its loudness, encodes a rendition every browser plays at -16 LUFS and -1 dBTP
 * (a limiter, then loudnorm's two linear passes), then measures the rendition and reads its waveform. When the
 * encoder's own overshoot put the rendition's true peak above -1 dBTP, it encodes once more with that much more
 * headroom. Every ffmpeg run reads one file with the demuxer its probe found (src/media-pipeline/input), for at most
 * the media's length in time; the rendition's own length is checked. Writes into workDir; a file it cannot process is
 * a MediaFailure with the reason; `signal` stops it (a ProcessingInterrupted).
 */
export async function processMedia(sourcePath: string, workDir: string, maxSeconds: number, signal?: AbortSignal): Promise<ProcessedMedia> {
  const probed = await probeMedia(sourcePath, maxSeconds, signal);
  const source: MediaInput = { path: sourcePath, demuxer: probed.demuxer, readSeconds: readLimitSeconds(maxSeconds) };
  const limits: ToolLimits = { timeoutMs: runTimeoutMs(probed.durationSeconds), signal };
  const before = await measureLoudness(source, limits);
  const kind = probed.video ? 'video' : 'audio';
  const rendition =
    kind === 'video'
      ? { path: path.join(workDir, 'rendition.mp4'), mime: 'video/mp4', ext: '.mp4' }
      : { path: path.join(workDir, 'rendition.m4a'), mime: 'audio/mp4', ext: '.m4a' };
  const renditionInput: MediaInput = { path: rendition.path, demuxer: 'mov', readSeconds: source.readSeconds };
  const encode = async (headroomDb: number) => {
    const audioFilters = await normalisingFilters(source, before, headroomDb, limits);
    if (kind === 'video') await encodeVideo(source, rendition.path, audioFilters, probed.audio.channels, limits);
    else await encodeAudio(source, rendition.path, audioFilters, probed.audio.channels, limits);
    return measureLoudness(renditionInput, limits);
  };
  let after = await encode(0);
  const excess = after.truePeak - (TARGET_TRUE_PEAK - METER_MARGIN_DB);
  if (excess > 0) after = await encode(excess + LIMIT_MARGIN_DB);
  const encoded = await probeMedia(rendition.path, Number.POSITIVE_INFINITY, signal);
  checkRenditionDuration(encoded.durationSeconds, probed.durationSeconds, maxSeconds);
  let poster: ProcessedMedia['poster'] = null;
  if (kind === 'video') {
    poster = { path: path.join(workDir, 'poster.jpg'), mime: 'image/jpeg', ext: '.jpg' };
    await extractPoster(renditionInput, poster.path, encoded.durationSeconds, limits);
  }
  return {
    kind,
    durationSeconds: Math.round(encoded.durationSeconds * 100) / 100,
    loudnessBefore: figures(before),
    loudnessAfter: figures(after),
    peaks: await waveformPeaks(renditionInput, limits),
    rendition,
    poster,
  };
}
