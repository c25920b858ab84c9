import { describe, expect, it } from 'vitest';
import { siteLocale, siteRegion } from './site-locale';

describe('siteLocale', () => {
  it("keeps the editors' locale in its canonical form, and falls back to en-CA", () => {
    expect(siteLocale('en-gb')).toBe('en-GB');
    expect(siteLocale(null)).toBe('en-CA');
    expect(siteLocale('not a locale!')).toBe('en-CA');
  });

  it('gives the region a phone number is read in', () => {
    expect(siteRegion('en-CA')).toBe('CA');
    expect(siteRegion('fr')).toBe('CA');
  });
});
