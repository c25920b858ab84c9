import { describe, expect, it } from 'vitest';
import { activeCueIndex, readTranscriptCues } from './cues';

const cues = [
  { start: 0, end: 4, text: 'Find a comfy spot.' },
  { start: 4, end: 9, text: 'Breathe in slowly.' },
  { start: 12, end: 15, text: 'And out.' },
];

describe('activeCueIndex', () => {
  it('finds the line whose [start, end) holds the time: a start is in, an end is out', () => {
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 3.99)).toBe(0);
    expect(activeCueIndex(cues, 4)).toBe(1);
    expect(activeCueIndex(cues, 12)).toBe(2);
  });

  it('is null in a gap, after the last line and without a transcript', () => {
    expect(activeCueIndex(cues, 9)).toBeNull();
    expect(activeCueIndex(cues, 11.5)).toBeNull();
    expect(activeCueIndex(cues, 15)).toBeNull();
    expect(activeCueIndex([], 3)).toBeNull();
    expect(activeCueIndex([{ start: 2, end: 3, text: 'Late start.' }], 1)).toBeNull();
  });
});

describe('readTranscriptCues', () => {
  it('reads the cues of a transcript, in time order', () => {
    expect(readTranscriptCues({ language: 'en', cues: [cues[2], cues[0]] })).toEqual([cues[0], cues[2]]);
  });

  it('reads no cues from a missing transcript or one with a cue that is not two finite numbers and a text', () => {
    for (const transcript of [null, undefined, 'cues', { cues: 'none' }, { cues: [{ start: 0, end: Number.POSITIVE_INFINITY, text: 'x' }] }, { cues: [{ start: '0', end: 1, text: 'x' }] }, { cues: [{ start: 0, end: 1 }] }, { cues: [{ start: 3, end: 1, text: 'x' }] }, { cues: [null] }]) {
      expect(readTranscriptCues(transcript)).toEqual([]);
    }
  });
});
