import { ParseErrorCode, parseText, parseVTTTimestamp, tokenizeVTTCue, type ParseError, type VTTCue, type VTTNode } from 'media-captions';

export { cuesToWebVtt } from './webvtt';

/** One line of a meditation's transcript: when it is said (seconds from the start) and what is said, as plain text. */
export type TranscriptCue = { start: number; end: number; text: string };

/** What the apps read beside a meditation: its cues, in English, or null when it has none (or the viewer may not read it). */
export type Transcript = { language: 'en'; cues: TranscriptCue[] };

/** Something wrong in a WebVTT file, where an editor finds it: the line (from 1) and the cue (from 1, null outside cues). */
export type TranscriptProblem = { line: number; cue: number | null; message: string };

export type TranscriptParse = { cues: TranscriptCue[]; problems: TranscriptProblem[] };

/** A cue longer than this many characters (about two lines of a caption) is cut at a word. */
export const TRANSCRIPT_CUE_MAX_CHARACTERS = 84;

/** The length the CMS knows, rounded to 0.01 minute (src/utils/meditation-duration.ts), may be this much short. */
const LENGTH_ROUNDING_SECONDS = 1;

const TIMING_ARROW = '-->';

/** A WebVTT file's first line: WEBVTT, alone or followed by a space or tab and anything. */
const WEBVTT_HEADER = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

const roundMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** 3.5 → "0:03.5", 190 → "3:10": a time as an editor reads it in a message. */
export function formatCueTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = roundMilliseconds(seconds - minutes * 60);
  const [whole = '0', fraction] = String(rest).split('.');
  return `${minutes}:${whole.padStart(2, '0')}${fraction ? `.${fraction}` : ''}`;
}

/** The words of a cue without its tags (voice, bold, ruby...), entities decoded by the library's tokenizer. */
function plainText(nodes: VTTNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.data : plainText(node.children))).join('');
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A cue's timing line as written: its line number and the two timestamps' text. */
type TimingLine = { line: number; startText: string; endText: string };

function timingLines(source: string): TimingLine[] {
  const found: TimingLine[] = [];
  source.split(/\r\n|\r|\n/).forEach((text, index) => {
    if (!text.includes(TIMING_ARROW)) return;
    const [startText = '', rest = ''] = text.split(TIMING_ARROW, 2);
    found.push({ line: index + 1, startText: startText.trim(), endText: rest.trim().split(/\s+/)[0] ?? '' });
  });
  return found;
}

/** The library's error in plain English, prefixed with its place. */
function explainError(error: ParseError, timing: TimingLine | undefined): string {
  switch (error.code) {
    case ParseErrorCode.BadTimestamp: {
      if (timing && parseVTTTimestamp(timing.startText) === null) {
        return `the start time ${timing.startText || '(empty)'} is not a time: write it as 00:01:05.000 (hours:minutes:seconds.milliseconds)`;
      }
      return `the end time ${timing?.endText || '(empty)'} is not a time: write it as 00:01:05.000 (hours:minutes:seconds.milliseconds)`;
    }
    default:
      return `this cue's position settings are not understood (${error.message.replace(/ on line \d+.*$/, '')}): remove them`;
  }
}

function placeOf(line: number, cue: number | null): string {
  return cue === null ? `Line ${line}` : `Line ${line}, cue ${cue}`;
}

function problem(line: number, cue: number | null, explanation: string): TranscriptProblem {
  return { line, cue, message: `${placeOf(line, cue)}: ${explanation}` };
}

/**
 * Reads a WebVTT file into plain-text cues and every problem an editor must fix, each with its line and cue number:
 * a missing header, a time that is not a time, an end before its start, cues out of order or overlapping, a cue past
 * the end of the meditation (`durationSeconds`, when known; `media` names what ends, "the meditation" unless told), a
 * cue with no words, a file with no cues. The file is
 * usable only when `problems` is empty. Parsing (timestamps, tags, entities) is media-captions' (Vidstack's parser).
 */
export async function parseWebVtt(
  source: string,
  { durationSeconds, media = 'the meditation' }: { durationSeconds: number | null; media?: string },
): Promise<TranscriptParse> {
  const text = source.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { cues: [], problems: [problem(1, null, 'the file is empty: it needs the word WEBVTT, then the cues')] };
  const parsed = await parseText(text, { type: 'vtt', errors: true });
  const timings = timingLines(text);
  /** The number of the cue a line is in: the count of timing lines up to it (null before the first). */
  const cueAt = (line: number): number | null => {
    const count = timings.filter((timing) => timing.line <= line).length;
    return count === 0 ? null : count;
  };
  // The library misses a header-less file that starts with a cue: the header is checked here.
  const problems: TranscriptProblem[] = WEBVTT_HEADER.test(text) ? [] : [problem(1, null, 'the file must start with the word WEBVTT on its first line')];
  const refusedLines = new Set<number>();
  for (const error of parsed.errors) {
    if (error.code === ParseErrorCode.BadSignature) continue;
    const cue = cueAt(error.line);
    const timing = cue === null ? undefined : timings[cue - 1];
    problems.push(problem(error.line, cue, explainError(error, timing)));
    if (error.code === ParseErrorCode.BadTimestamp) refusedLines.add(error.line);
  }

  // The library keeps a cue only when both times read and the end is after the start (and says nothing of the
  // latter), so the cues it returns are, in order, the timing lines left after these.
  const kept: { line: number; cue: number }[] = [];
  timings.forEach((timing, index) => {
    if (refusedLines.has(timing.line)) return;
    const start = parseVTTTimestamp(timing.startText);
    const end = parseVTTTimestamp(timing.endText);
    if (start === null || end === null) return;
    if (end <= start) {
      const relation = end === start ? 'is the same as' : 'comes before';
      problems.push(problem(timing.line, index + 1, `the end time ${timing.endText} ${relation} the start time ${timing.startText}`));
      return;
    }
    kept.push({ line: timing.line, cue: index + 1 });
  });

  const cues: TranscriptCue[] = [];
  let previous: { cue: number; start: number; end: number } | null = null;
  parsed.cues.forEach((vttCue: VTTCue, index) => {
    const place = kept[index] ?? { line: 1, cue: index + 1 };
    const start = roundMilliseconds(vttCue.startTime);
    const end = roundMilliseconds(vttCue.endTime);
    const text = collapseSpaces(plainText(tokenizeVTTCue(vttCue)));
    if (text === '') problems.push(problem(place.line, place.cue, 'the cue has a time but no words'));
    if (previous && start < previous.start) {
      problems.push(problem(place.line, place.cue, `cue ${place.cue} starts at ${formatCueTime(start)}, before cue ${previous.cue} starts (${formatCueTime(previous.start)}): cues must be in time order`));
    } else if (previous && start < previous.end) {
      problems.push(problem(place.line, place.cue, `cue ${place.cue} starts at ${formatCueTime(start)}, before cue ${previous.cue} ends (${formatCueTime(previous.end)}): cues must not overlap`));
    }
    if (durationSeconds !== null && end > durationSeconds + LENGTH_ROUNDING_SECONDS) {
      problems.push(problem(place.line, place.cue, `cue ${place.cue} ends at ${formatCueTime(end)}, after ${media} ends (${formatCueTime(durationSeconds)})`));
    }
    previous = { cue: place.cue, start, end };
    cues.push({ start, end, text });
  });

  if (timings.length === 0 && problems.length === 0) problems.push(problem(1, null, 'the file has no cues: each cue is a line like 00:00:01.000 --> 00:00:04.000, then its words'));
  problems.sort((a, b) => a.line - b.line);
  return { cues, problems };
}

/** The sentences of a text: split after . ! ? or … (with any closing quote or bracket), and at every line break. */
function sentences(text: string): string[] {
  return text
    .split(/\n\s*/)
    .flatMap((line) => line.split(/(?<=[.!?…]["'”’)\]]*)\s+/))
    .map(collapseSpaces)
    .filter((sentence) => sentence !== '');
}

/** A sentence cut at words into pieces of at most `TRANSCRIPT_CUE_MAX_CHARACTERS`, as even in length as the words allow. */
function shortPieces(sentence: string): string[] {
  if (sentence.length <= TRANSCRIPT_CUE_MAX_CHARACTERS) return [sentence];
  const count = Math.ceil(sentence.length / TRANSCRIPT_CUE_MAX_CHARACTERS);
  const target = sentence.length / count;
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    const joined = current === '' ? word : `${current} ${word}`;
    if (current !== '' && (joined.length > TRANSCRIPT_CUE_MAX_CHARACTERS || current.length >= target)) {
      pieces.push(current);
      current = word;
    } else {
      current = joined;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Pasted plain text as cues over the meditation's length: one cue per sentence (a long sentence cut at words into
 * pieces of about two caption lines), each given time in proportion to its characters, from 0 to `durationSeconds`
 * without gaps. The same text and length always give the same cues. No words, or no length, gives no cues.
 */
export function textToCues(text: string, durationSeconds: number): TranscriptCue[] {
  const pieces = sentences(text).flatMap(shortPieces);
  const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (characters === 0 || !(durationSeconds > 0)) return [];
  let spoken = 0;
  return pieces.map((piece) => {
    const start = roundMilliseconds((durationSeconds * spoken) / characters);
    spoken += piece.length;
    return { start, end: roundMilliseconds((durationSeconds * spoken) / characters), text: piece };
  });
}

