import { execFile } from 'node:child_process';
import { ffmpegPath, ffprobePath } from './binaries';

const VERSION_TIMEOUT_MS = 10_000;

/** The release a binary says it is ("ffmpeg version 5.1.9-0+deb12u1 Copyright …" gives 5.1.9-0+deb12u1), or why there is none. */
function versionOf(binary: string, name: 'ffmpeg' | 'ffprobe'): Promise<{ version: string } | { problem: string }> {
  return new Promise((resolve) => {
    execFile(binary, ['-version'], { timeout: VERSION_TIMEOUT_MS }, (error, stdout) => {
      const version = new RegExp(`^${name} version (\\S+)`).exec(stdout)?.[1];
      if (error || !version) resolve({ problem: `${binary} does not run as ${name} (${error?.message ?? 'no version printed'})` });
      else resolve({ version });
    });
  });
}

/**
 * Why the pipeline cannot run on this machine, or null: ffmpeg and ffprobe must both run and be the same release (the
 * probe's word on a file is what every ffmpeg run is then forced to, docs/decisions/2026-11-28-debian-ffmpeg.md).
 */
export async function ffmpegProblem(): Promise<string | null> {
  const [ffmpeg, ffprobe] = await Promise.all([versionOf(ffmpegPath(), 'ffmpeg'), versionOf(ffprobePath(), 'ffprobe')]);
  if ('problem' in ffmpeg) return ffmpeg.problem;
  if ('problem' in ffprobe) return ffprobe.problem;
  if (ffmpeg.version !== ffprobe.version) return `ffmpeg is ${ffmpeg.version} but ffprobe is ${ffprobe.version}: they must be one release`;
  return null;
}
