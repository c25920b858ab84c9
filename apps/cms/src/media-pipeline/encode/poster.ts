import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool } from '../ffmpeg/run';

/** A JPEG of the video's frame at one second in (or its middle, if shorter), for the player to show before it plays. */
export async function extractPoster(video: string, output: string, durationSeconds: number): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runTool(
    ffmpegPath(),
    ['-hide_banner', '-nostats', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
    'The poster frame could not be taken',
  );
}
