import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool, type ToolLimits } from '../ffmpeg/run';
import { inputArgs, type MediaInput } from '../input/media-input';

/** AAC bitrates by channel count: a spoken story in mono needs no more than 64 kb/s; stereo music keeps 96 kb/s. */
export const AUDIO_BITRATES = { mono: '64k', stereo: '96k' } as const;
export const SAMPLE_RATE = 48000;

/** The output options for the audio of every rendition: AAC, at most two channels, 48 kHz (loudnorm works at 192 kHz). */
export function aacOptions(channels: number): string[] {
  const outputChannels = Math.min(2, Math.max(1, channels));
  const bitrate = outputChannels === 1 ? AUDIO_BITRATES.mono : AUDIO_BITRATES.stereo;
  return ['-c:a', 'aac', '-b:a', bitrate, '-ac', String(outputChannels), '-ar', String(SAMPLE_RATE)];
}

/** Encodes the audio of source, through these filters, to AAC in MP4 (.m4a) with the index first (faststart). */
export async function encodeAudio(source: MediaInput, output: string, audioFilters: string, channels: number, limits: ToolLimits): Promise<void> {
  await runTool(
    ffmpegPath(),
    ['-hide_banner', '-nostats', '-nostdin', '-y', ...inputArgs(source), '-map', '0:a:0', '-vn', '-af', audioFilters, ...aacOptions(channels), '-movflags', '+faststart', '-f', 'mp4', output],
    'The audio could not be encoded',
    limits,
  );
}
