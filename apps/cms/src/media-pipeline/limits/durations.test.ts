import { describe, expect, it } from 'vitest';
import { checkRenditionDuration, readLimitSeconds, runTimeoutMs } from './durations';

describe('the duration limits of a media job', () => {
  it('accepts a rendition as long as its upload, within the encoder padding', () => {
    expect(() => checkRenditionDuration(3.05, 3, 6)).not.toThrow();
    expect(() => checkRenditionDuration(3600.4, 3600, 3600)).not.toThrow();
  });

  it('refuses a rendition longer than the longest accepted, whatever the upload said', () => {
    expect(() => checkRenditionDuration(8.1, 8, 6)).toThrow('The prepared file is 8 s long; the longest accepted is 6 s');
  });

  it('refuses a rendition that is not as long as the upload said', () => {
    expect(() => checkRenditionDuration(5.2, 3, 6)).toThrow('The prepared file is 5 s long but the upload says it is 3 s');
    expect(() => checkRenditionDuration(1, 3, 6)).toThrow('The prepared file is 1 s long but the upload says it is 3 s');
  });

  it('reads an upload only a little past the limit, so a refused rendition is found out early', () => {
    const limit = readLimitSeconds(6);
    expect(limit).toBeGreaterThan(6 + 1.06);
    expect(limit).toBeLessThan(9);
    expect(() => checkRenditionDuration(limit, 3, 6)).toThrow(/longest accepted is 6 s/);
  });

  it('gives each ffmpeg run a minute plus three times the media length', () => {
    expect(runTimeoutMs(0)).toBe(60_000);
    expect(runTimeoutMs(3600)).toBe(60_000 + 3 * 3_600_000);
  });
});
