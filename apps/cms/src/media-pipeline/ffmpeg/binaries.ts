import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

/**
 * Where the ffmpeg and ffprobe executables are: the builds shipped inside the npm packages
 * @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe (docs/decisions/2026-11-26-ffmpeg.md), so a fresh
 * `npm start` needs no root. FFMPEG_PATH and FFPROBE_PATH point at other builds (Debian's, for instance).
 */
export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH || ffmpegInstaller.path;
}

export function ffprobePath(): string {
  return process.env.FFPROBE_PATH || ffprobeInstaller.path;
}
