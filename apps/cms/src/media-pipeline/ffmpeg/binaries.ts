/**
 * Where the ffmpeg and ffprobe executables are: Debian's `ffmpeg` package (security-maintained; `npm start` and
 * `npm test` install it when missing, scripts/lib/services.mjs), the same release for both
 * (docs/decisions/2026-11-28-debian-ffmpeg.md). FFMPEG_PATH and FFPROBE_PATH point at another build of one release.
 */
export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
}

export function ffprobePath(): string {
  return process.env.FFPROBE_PATH || '/usr/bin/ffprobe';
}
