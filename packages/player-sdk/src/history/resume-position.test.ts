import { describe, expect, it } from 'vitest';
import { resumePosition } from './resume-position';

describe('resumePosition', () => {
  it('resumes a position in the middle', () => {
    expect(resumePosition(95, 240)).toBe(95);
  });

  it('starts again from the beginning at the end or within 5 seconds of it', () => {
    expect(resumePosition(240, 240)).toBe(0);
    expect(resumePosition(236, 240)).toBe(0);
    expect(resumePosition(234, 240)).toBe(234);
    expect(resumePosition(300, 240)).toBe(0);
  });

  it('keeps short media resumable: the margin is a tenth of media shorter than 50 s', () => {
    expect(resumePosition(2, 6)).toBe(2);
    expect(resumePosition(5.5, 6)).toBe(0);
  });

  it('starts from 0 when nothing is saved, and keeps the position while the duration is unknown', () => {
    expect(resumePosition(null, 240)).toBe(0);
    expect(resumePosition(0, 240)).toBe(0);
    expect(resumePosition(95, 0)).toBe(95);
  });
});
