import { z } from 'zod';
import { ffprobePath } from '../ffmpeg/binaries';
import { runTool, ToolFailure } from '../ffmpeg/run';
import { MediaFailure } from '../failure';
import { ACCEPTED_FORMATS, ACCEPTED_LABELS, DEMUXER_WHITELIST } from '../input/accepted-formats';
import { PROBE_TIMEOUT_MS } from '../limits/durations';

const probeOutput = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        channels: z.number().optional(),
        sample_rate: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});

export type ProbedMedia = {
  durationSeconds: number;
  /** The demuxer every later ffmpeg run is forced to read the file with. */
  demuxer: string;
  audio: { codec: string; channels: number; sampleRate: number };
  /** The picture stream; null for audio (a cover image attached to an audio file is not a video). */
  video: { codec: string; width: number; height: number } | null;
};

const NOT_ACCEPTED = `The file is not audio or video in an accepted format (${ACCEPTED_LABELS}); a playlist or a list of other files is refused`;

/** What ffprobe says when the demuxer it picked by the file's bytes is not on the whitelist. */
const NOT_ON_WHITELIST = /Format not on whitelist/;

/**
 * Reads a file's streams, duration and codecs with ffprobe, which may open only this file and only with an accepted
 * demuxer. A playlist or any other format, a corrupt file, one with no audio or one too long is a MediaFailure.
 */
export async function probeMedia(file: string, maxSeconds: number, signal?: AbortSignal): Promise<ProbedMedia> {
  const { stdout } = await runTool(
    ffprobePath(),
    ['-v', 'error', '-protocol_whitelist', 'file', '-format_whitelist', DEMUXER_WHITELIST, '-print_format', 'json', '-show_format', '-show_streams', `file:${file}`],
    'The file could not be read as audio or video',
    { timeoutMs: PROBE_TIMEOUT_MS, signal },
  ).catch((error: unknown) => {
    throw error instanceof ToolFailure && NOT_ON_WHITELIST.test(error.log) ? new MediaFailure(NOT_ACCEPTED) : error;
  });
  const parsed = probeOutput.safeParse(JSON.parse(stdout.toString('utf8') || '{}'));
  if (!parsed.success) throw new MediaFailure('The file could not be read as audio or video');
  const { streams, format } = parsed.data;
  const accepted = ACCEPTED_FORMATS.get(format?.format_name ?? '');
  if (!accepted) throw new MediaFailure(NOT_ACCEPTED);
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!audio) throw new MediaFailure('The file has no audio stream');
  const durationSeconds = Number(format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new MediaFailure('The file has no readable duration');
  if (durationSeconds > maxSeconds) {
    throw new MediaFailure(
      `The file is ${Math.round(durationSeconds)} s long; the longest accepted is ${maxSeconds} s`,
    );
  }
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  return {
    durationSeconds,
    demuxer: accepted.demuxer,
    audio: { codec: audio.codec_name ?? 'unknown', channels: audio.channels ?? 1, sampleRate: Number(audio.sample_rate) || 48000 },
    video: video ? { codec: video.codec_name ?? 'unknown', width: video.width ?? 0, height: video.height ?? 0 } : null,
  };
}
