import { z } from 'zod';
import { ffprobePath } from '../ffmpeg/binaries';
import { runTool } from '../ffmpeg/run';
import { MediaFailure } from '../failure';

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
  container: string;
  audio: { codec: string; channels: number; sampleRate: number };
  /** The picture stream; null for audio (a cover image attached to an audio file is not a video). */
  video: { codec: string; width: number; height: number } | null;
};

/** Reads a file's streams, duration and codecs with ffprobe; a corrupt file, one with no audio or one too long is a MediaFailure. */
export async function probeMedia(file: string, maxSeconds: number): Promise<ProbedMedia> {
  const { stdout } = await runTool(
    ffprobePath(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    'The file could not be read as audio or video',
  );
  const parsed = probeOutput.safeParse(JSON.parse(stdout.toString('utf8') || '{}'));
  if (!parsed.success) throw new MediaFailure('The file could not be read as audio or video');
  const { streams, format } = parsed.data;
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
    container: format?.format_name ?? 'unknown',
    audio: { codec: audio.codec_name ?? 'unknown', channels: audio.channels ?? 1, sampleRate: Number(audio.sample_rate) || 48000 },
    video: video ? { codec: video.codec_name ?? 'unknown', width: video.width ?? 0, height: video.height ?? 0 } : null,
  };
}
