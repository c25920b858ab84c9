import { describe, expect, it } from 'vitest';
import { cuesToWebVtt, formatCueTime, parseWebVtt, textToCues, TRANSCRIPT_CUE_MAX_CHARACTERS } from './index';

const vtt = (...lines: string[]) => lines.join('\n');
const THREE_MINUTES = { durationSeconds: 180 };

describe('parseWebVtt', () => {
  it('reads cues as plain text, without tags and with entities decoded', async () => {
    const source = vtt(
      'WEBVTT',
      '',
      'NOTE written for the demo',
      '',
      'intro',
      '00:00:00.500 --> 00:00:04.000',
      "<v Tate>Hi, I'm <b>Tate</b>.</v>",
      '',
      '00:04.000 --> 00:07.250 align:start',
      'Breathe in &amp; out,',
      'slowly.',
      '',
    );
    expect(await parseWebVtt(source, THREE_MINUTES)).toEqual({
      cues: [
        { start: 0.5, end: 4, text: "Hi, I'm Tate." },
        { start: 4, end: 7.25, text: 'Breathe in & out, slowly.' },
      ],
      problems: [],
    });
  });

  it('refuses an empty file and a file without cues', async () => {
    expect((await parseWebVtt('  \n', THREE_MINUTES)).problems).toEqual([
      { line: 1, cue: null, message: 'Line 1: the file is empty: it needs the word WEBVTT, then the cues' },
    ]);
    expect((await parseWebVtt('WEBVTT\n\n', THREE_MINUTES)).problems).toEqual([
      { line: 1, cue: null, message: expect.stringMatching(/^Line 1: the file has no cues/) },
    ]);
  });

  it('says the WEBVTT header is missing', async () => {
    const { problems } = await parseWebVtt(vtt('00:00:01.000 --> 00:00:04.000', 'Hello'), THREE_MINUTES);
    expect(problems).toEqual([{ line: 1, cue: null, message: 'Line 1: the file must start with the word WEBVTT on its first line' }]);
  });

  it('names the line and cue of a time that is not a time', async () => {
    const source = vtt('WEBVTT', '', '00:00:01.000 --> 00:00:04.000', 'One', '', '00:00:0x.000 --> 00:00:08.000', 'Two', '', '00:00:08.000 --> 00:00:7', 'Three');
    const { problems } = await parseWebVtt(source, THREE_MINUTES);
    expect(problems).toEqual([
      { line: 6, cue: 2, message: 'Line 6, cue 2: the start time 00:00:0x.000 is not a time: write it as 00:01:05.000 (hours:minutes:seconds.milliseconds)' },
      { line: 9, cue: 3, message: 'Line 9, cue 3: the end time 00:00:7 is not a time: write it as 00:01:05.000 (hours:minutes:seconds.milliseconds)' },
    ]);
  });

  it('refuses an end time before (or at) its start time', async () => {
    const source = vtt('WEBVTT', '', '00:00:00.000 --> 00:00:02.000', 'One', '', '00:00:05.000 --> 00:00:03.000', 'Two', '', '00:00:06.000 --> 00:00:06.000', 'Three');
    const { cues, problems } = await parseWebVtt(source, THREE_MINUTES);
    expect(problems.map((item) => item.message)).toEqual([
      'Line 6, cue 2: the end time 00:00:03.000 comes before the start time 00:00:05.000',
      'Line 9, cue 3: the end time 00:00:06.000 is the same as the start time 00:00:06.000',
    ]);
    expect(cues).toEqual([{ start: 0, end: 2, text: 'One' }]);
  });

  it('refuses overlapping cues and cues out of order, naming the cue after a refused one rightly', async () => {
    const source = vtt(
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:06.000',
      'One',
      '',
      '00:00:09.000 --> 00:00:08.000',
      'Two',
      '',
      '00:00:04.000 --> 00:00:08.000',
      'Three',
      '',
      '00:00:02.000 --> 00:00:03.000',
      'Four',
    );
    const { problems } = await parseWebVtt(source, THREE_MINUTES);
    expect(problems).toEqual([
      { line: 6, cue: 2, message: 'Line 6, cue 2: the end time 00:00:08.000 comes before the start time 00:00:09.000' },
      { line: 9, cue: 3, message: 'Line 9, cue 3: cue 3 starts at 0:04, before cue 1 ends (0:06): cues must not overlap' },
      { line: 12, cue: 4, message: 'Line 12, cue 4: cue 4 starts at 0:02, before cue 3 starts (0:04): cues must be in time order' },
    ]);
  });

  it('refuses a cue that ends after the meditation, and allows the second of rounding in its known length', async () => {
    const source = vtt('WEBVTT', '', '00:02:50.000 --> 00:03:00.800', 'Nearly done', '', '00:03:01.000 --> 00:03:10.000', 'Too late');
    const { problems } = await parseWebVtt(source, THREE_MINUTES);
    expect(problems).toEqual([{ line: 6, cue: 2, message: 'Line 6, cue 2: cue 2 ends at 3:10, after the meditation ends (3:00)' }]);
    expect((await parseWebVtt(source, { durationSeconds: null })).problems).toEqual([]);
    const video = await parseWebVtt(source, { durationSeconds: 180, media: 'the video' });
    expect(video.problems.map((item) => item.message)).toEqual(['Line 6, cue 2: cue 2 ends at 3:10, after the video ends (3:00)']);
  });

  it('refuses a cue with no words', async () => {
    const { problems } = await parseWebVtt(vtt('WEBVTT', '', '00:00:01.000 --> 00:00:02.000', '<b></b>', ''), THREE_MINUTES);
    expect(problems).toEqual([{ line: 3, cue: 1, message: 'Line 3, cue 1: the cue has a time but no words' }]);
  });

  it('accepts Windows line endings and a byte order mark', async () => {
    const { cues, problems } = await parseWebVtt('\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nHi\r\n', THREE_MINUTES);
    expect(problems).toEqual([]);
    expect(cues).toEqual([{ start: 1, end: 2, text: 'Hi' }]);
  });
});

describe('textToCues', () => {
  it('gives each sentence a cue, timed in proportion to its characters, from 0 to the end without gaps', () => {
    const cues = textToCues("Hi, I'm Tate.\n\nLet's breathe together! Ready? In... and out.", 60);
    expect(cues.map((cue) => cue.text)).toEqual(["Hi, I'm Tate.", "Let's breathe together!", 'Ready?', 'In...', 'and out.']);
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBe(60);
    for (const [index, cue] of cues.entries()) {
      if (index > 0) expect(cue.start).toBe(cues[index - 1]?.end);
    }
    // "Let's breathe together!" has 23 characters of 55: 23/55 of a minute.
    expect((cues[1]?.end ?? 0) - (cues[1]?.start ?? 0)).toBeCloseTo((60 * 23) / 55, 2);
  });

  it('cuts a long sentence at words into pieces of about two caption lines', () => {
    const sentence = `${'Tate the puppy curls up on a soft blanket and listens to the rain '.repeat(4).trim()}.`;
    const cues = textToCues(sentence, 30);
    expect(cues.length).toBeGreaterThan(2);
    for (const cue of cues) expect(cue.text.length).toBeLessThanOrEqual(TRANSCRIPT_CUE_MAX_CHARACTERS);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(sentence);
  });

  it('is deterministic, and gives no cues without words or without a length', () => {
    const text = 'One. Two. Three.';
    expect(textToCues(text, 10)).toEqual(textToCues(text, 10));
    expect(textToCues('  \n ', 10)).toEqual([]);
    expect(textToCues(text, 0)).toEqual([]);
  });
});

describe('cuesToWebVtt', () => {
  it('writes a WebVTT file that reads back to the same cues', async () => {
    const cues = [
      { start: 0, end: 4.5, text: 'Hi, I\'m Tate & I say "-->" <softly>.' },
      { start: 4.5, end: 3725.125, text: 'A long one.' },
    ];
    const file = cuesToWebVtt(cues);
    expect(file).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nHi, I\'m Tate &amp; I say "--&gt;" &lt;softly&gt;.\n\n2\n00:00:04.500 --> 01:02:05.125\nA long one.\n',
    );
    expect(await parseWebVtt(file, { durationSeconds: null })).toEqual({ cues, problems: [] });
  });

  it('turns pasted text into a valid file for its meditation', async () => {
    const cues = textToCues('Breathe in. Breathe out. Well done, friend.', 180);
    expect((await parseWebVtt(cuesToWebVtt(cues), THREE_MINUTES)).problems).toEqual([]);
  });
});

describe('formatCueTime', () => {
  it('writes minutes and seconds, with a fraction only when there is one', () => {
    expect(formatCueTime(4)).toBe('0:04');
    expect(formatCueTime(190)).toBe('3:10');
    expect(formatCueTime(3.5)).toBe('0:03.5');
  });
});
