import { execFile } from 'node:child_process';
import { MediaFailure } from '../failure';

export type ToolOutput = { stdout: Buffer; stderr: string };

const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** What ffmpeg last printed, without the server's path of the file it names ("/tmp/…/x.mp3: Invalid data…"). */
function lastMessage(log: string): string | undefined {
  return log.trim().split('\n').pop()?.replace(/^\/\S*: /, '');
}

/** Runs ffmpeg or ffprobe with these arguments; a non-zero exit is a MediaFailure carrying the last line ffmpeg printed. */
export function runTool(executable: string, args: string[], failureReason: string): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    execFile(executable, args, { encoding: 'buffer', maxBuffer: MAX_OUTPUT_BYTES }, (error, stdout, stderr) => {
      const text = stderr.toString('utf8');
      if (error) {
        reject(new MediaFailure(`${failureReason}: ${lastMessage(text) || error.message}`));
      } else {
        resolve({ stdout, stderr: text });
      }
    });
  });
}
