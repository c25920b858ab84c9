/** A line of words with its time, as a WebVTT file writes it. */
export type WebVttCue = { start: number; end: number; text: string };

/** 65.25 → "00:01:05.250": a WebVTT timestamp. */
function vttTimestamp(seconds: number): string {
  const milliseconds = Math.round(Math.max(0, seconds) * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(milliseconds % 1000, 3)}`;
}

/** Text safe inside a cue: &, < and > as entities (so a "-->" cannot end up in it), lines joined by a space. */
function escapeCueText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The cues as a WebVTT file, numbered from 1: what the web serves as the player's `<track>`, and what the iframe and
 * the script embed put in a `blob:` for theirs. Its own module, importing nothing, so the partner embed carries it
 * without the transcript's parsers (`@tate/contracts/webvtt`).
 */
export function cuesToWebVtt(cues: readonly WebVttCue[]): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${escapeCueText(cue.text)}\n`);
  return ['WEBVTT\n', ...blocks].join('\n');
}
