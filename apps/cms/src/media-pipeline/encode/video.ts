import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool, type ToolLimits } from '../ffmpeg/run';
import { inputArgs, type MediaInput } from '../input/media-input';
import { aacOptions } from './audio';

/** The tallest rendition: 720p. Smaller sources keep their size. */
export const MAX_VIDEO_HEIGHT = 720;

/** Encodes source to H.264 and AAC in MP4 with the index first (faststart), at most 720 lines high, audio through these filters. */
export async function encodeVideo(source: MediaInput, output: string, audioFilters: string, channels: number, limits: ToolLimits): Promise<void> {
  await runTool(
    ffmpegPath(),
    [
      '-hide_banner', '-nostats', '-nostdin', '-y', ...inputArgs(source),
      '-map', '0:v:0', '-map', '0:a:0',
      '-vf', `scale=-2:'min(${MAX_VIDEO_HEIGHT},ih)'`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-threads', '2',
      '-af', audioFilters, ...aacOptions(channels),
      '-movflags', '+faststart', '-f', 'mp4', output,
    ],
    'The video could not be encoded',
    limits,
  );
}
