import { MediaFailure } from '../failure';

/** ffprobe reads headers only: whatever the file, it answers within this. */
export const PROBE_TIMEOUT_MS = 30_000;

/** Each ffmpeg run may take a minute plus three times the media's length (an hour of 720p video on two busy cores). */
const RUN_BASE_MS = 60_000;
const RUN_MS_PER_MEDIA_SECOND = 3_000;

/** How far a rendition's length may differ from its upload's: the encoder's priming and padding, rounding. */
const DRIFT_SECONDS = 1;
const DRIFT_SHARE = 0.01;

/** How long an ffmpeg run on media of this length may take before it is killed. */
export function runTimeoutMs(durationSeconds: number): number {
  return RUN_BASE_MS + Math.ceil(durationSeconds) * RUN_MS_PER_MEDIA_SECOND;
}

function allowedDrift(seconds: number): number {
  return DRIFT_SECONDS + seconds * DRIFT_SHARE;
}

/**
 * How much of an upload ffmpeg may read (`-t`): a little past the longest accepted length, so a file that holds more
 * than its headers say (500 playlist entries, a forged duration) stops there and its rendition is refused below.
 */
export function readLimitSeconds(maxSeconds: number): number {
  return maxSeconds + allowedDrift(maxSeconds) + 1;
}

/**
 * A rendition is as long as its upload said it was, and no longer than the longest accepted: its own length is
 * measured, not trusted from the upload's headers.
 */
export function checkRenditionDuration(renditionSeconds: number, probedSeconds: number, maxSeconds: number): void {
  if (renditionSeconds > maxSeconds + allowedDrift(maxSeconds)) {
    throw new MediaFailure(`The prepared file is ${Math.round(renditionSeconds)} s long; the longest accepted is ${maxSeconds} s`);
  }
  if (Math.abs(renditionSeconds - probedSeconds) > allowedDrift(probedSeconds)) {
    throw new MediaFailure(
      `The prepared file is ${Math.round(renditionSeconds)} s long but the upload says it is ${Math.round(probedSeconds)} s: it holds more or less than its headers say`,
    );
  }
}
