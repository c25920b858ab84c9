import { describe, expect, it } from 'vitest';
import { collapseDescription, shortenTitle } from './truncate';

describe('collapseDescription', () => {
  it('keeps text of 20 characters or fewer whole', () => {
    expect(collapseDescription('Breathe in slowly...')).toEqual({ text: 'Breathe in slowly...', isTruncated: false });
    expect(collapseDescription('')).toEqual({ text: '', isTruncated: false });
  });

  it('shows the first 21 characters and an ellipsis past 20 characters', () => {
    const text = 'A calm story about a sleepy puppy';
    const collapsed = collapseDescription(text);
    expect(collapsed.isTruncated).toBe(true);
    expect(collapsed.text).toBe('A calm story about a ...');
    expect(collapsed.text.length).toBe(21 + 3);
  });

  it('truncates a 21-character text', () => {
    expect(collapseDescription('123456789012345678901')).toEqual({ text: '123456789012345678901...', isTruncated: true });
  });
});

describe('shortenTitle', () => {
  it('keeps titles of at most 5 characters', () => {
    expect(shortenTitle('Calm')).toBe('Calm');
    expect(shortenTitle('Sleep')).toBe('Sleep');
  });

  it('adds an ellipsis to titles of 6 to 10 characters without cutting them', () => {
    expect(shortenTitle('Sleepy')).toBe('Sleepy...');
    expect(shortenTitle('Belly Calm')).toBe('Belly Calm...');
  });

  it('cuts longer titles to 10 characters plus an ellipsis', () => {
    expect(shortenTitle('Rainbow Breathing')).toBe('Rainbow Br...');
  });
});
