import { DEMUXER_WHITELIST } from './accepted-formats';

/** A file ffmpeg reads, with the demuxer the probe found for it and how many seconds of it may be read at most. */
export type MediaInput = { path: string; demuxer: string; readSeconds: number };

/**
 * ffmpeg's options for reading one input and nothing else: only the file protocol (no network, no `subfile:` or
 * `concat:`), only the accepted demuxers, this one forced (no probing that could pick a playlist), no more than
 * `readSeconds`, and the path given as a `file:` URL so no part of it is read as a protocol.
 */
export function inputArgs(input: MediaInput): string[] {
  return [
    '-protocol_whitelist', 'file',
    '-format_whitelist', DEMUXER_WHITELIST,
    '-f', input.demuxer,
    '-t', input.readSeconds.toFixed(2),
    '-i', `file:${input.path}`,
  ];
}
