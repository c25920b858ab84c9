import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, savedTimeZone, siteTimeZone, withZone } from './family-time-zone';

describe("the family's time zone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is not saved while the CMS reports UTC, its zone for a family that never said', () => {
    expect(savedTimeZone('UTC')).toBeNull();
    expect(savedTimeZone('America/Toronto')).toBe('America/Toronto');
  });

  it("defaults to the site's locale's main zone, UTC for a locale without one", () => {
    expect(siteTimeZone('en-CA')).toBe('America/Toronto');
    expect(siteTimeZone('en-GB')).toBe('Europe/London');
    expect(siteTimeZone('fr-CA')).toBe('America/Toronto');
    expect(siteTimeZone('fr')).toBe('UTC');
    expect(siteTimeZone('de-DE')).toBe('UTC');
    expect(siteTimeZone('not a locale')).toBe('UTC');
  });

  it("is the browser's when it reports a known one", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Tokyo',
    });
    expect(browserTimeZone()).toBe('Asia/Tokyo');
  });

  it('is offered even when the runtime’s list leaves it out', () => {
    expect(withZone(['America/Toronto'], 'UTC')).toEqual(['UTC', 'America/Toronto']);
    expect(withZone(['America/Toronto', 'UTC'], 'UTC')).toEqual(['America/Toronto', 'UTC']);
    expect(withZone(['America/Toronto'], '')).toEqual(['America/Toronto']);
    expect(withZone(['America/Toronto'], null)).toEqual(['America/Toronto']);
  });
});
