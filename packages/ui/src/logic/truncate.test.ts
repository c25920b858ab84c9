import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LINES, TITLE_LINES, isClamped } from './truncate';

describe('isClamped', () => {
  it('is true when the content is taller than its clamped box', () => {
    expect(isClamped({ scrollHeight: 72, clientHeight: 48 })).toBe(true);
  });

  it('is false when the text fits, a pixel of rounding allowed', () => {
    expect(isClamped({ scrollHeight: 48, clientHeight: 48 })).toBe(false);
    expect(isClamped({ scrollHeight: 49, clientHeight: 48 })).toBe(false);
    expect(isClamped({ scrollHeight: 0, clientHeight: 0 })).toBe(false);
  });
});

describe('card text lines', () => {
  it('shows two lines of title and two of description', () => {
    expect(TITLE_LINES).toBe(2);
    expect(DESCRIPTION_LINES).toBe(2);
  });
});
