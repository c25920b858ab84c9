import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool, type ToolLimits } from '../ffmpeg/run';
import { inputArgs, type MediaInput } from '../input/media-input';

/** A JPEG of the video's frame at one second in (or its middle, if shorter), for the player to show before it plays. */
export async function extractPoster(video: MediaInput, output: string, durationSeconds: number, limits: ToolLimits): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runTool(
    ffmpegPath(),
    ['-hide_banner', '-nostats', '-nostdin', '-y', '-ss', at, ...inputArgs(video), '-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
    'The poster frame could not be taken',
    limits,
  );
}
