import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool, type ToolLimits } from '../ffmpeg/run';
import { inputArgs, type MediaInput } from '../input/media-input';
import { bucketPeaks, PEAK_COUNT } from './bucket-peaks';

/** Samples per second read for the waveform: plenty for a few hundred buckets, small in memory (an hour is 58 MB). */
const PEAK_SAMPLE_RATE = 8000;

/** The waveform peaks of a file's audio (mono, raw 16-bit samples from ffmpeg, max-abs per bucket). */
export async function waveformPeaks(file: MediaInput, limits: ToolLimits, count: number = PEAK_COUNT): Promise<number[]> {
  const { stdout } = await runTool(
    ffmpegPath(),
    ['-hide_banner', '-nostats', '-nostdin', ...inputArgs(file), '-map', '0:a:0', '-ac', '1', '-ar', String(PEAK_SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', '-'],
    'The waveform could not be read',
    limits,
  );
  return bucketPeaks(stdout, count);
}
