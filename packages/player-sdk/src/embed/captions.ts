import type { TranscriptCue } from '../core/cues';

/** `hh:mm:ss.mmm`, as WebVTT writes a cue's time. */
function timestamp(seconds: number): string {
  const milliseconds = Math.round(Math.max(0, seconds) * 1000);
  const part = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${part(Math.floor(milliseconds / 3600000))}:${part(Math.floor(milliseconds / 60000) % 60)}:${part(Math.floor(milliseconds / 1000) % 60)}.${part(milliseconds % 1000, 3)}`;
}

/**
 * The words as a WebVTT file: one cue a line, its text on one line with &, < and > as entities (so no "-->" and no
 * blank line can end a cue early). The same as the contracts' cuesToWebVtt, which the embed does not import.
 */
export function captionsFile(cues: readonly TranscriptCue[]): string {
  const escape = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return ['WEBVTT\n', ...cues.map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escape(cue.text)}\n`)].join('\n');
}
