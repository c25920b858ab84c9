import { describe, expect, it } from 'vitest';
import { memberPages, pageTitleFor, publicPages } from './page-titles';

describe('pageTitleFor', () => {
  it('finds the heading of a public page', () => {
    expect(pageTitleFor(publicPages, '/thank-you')).toBe('Thank You! For subscription');
  });

  it('matches member pages with parameters', () => {
    expect(pageTitleFor(memberPages, '/library/videodetails/4/9')).toBe('Video Details');
  });

  it('gives null for a path outside the table', () => {
    expect(pageTitleFor(publicPages, '/nowhere')).toBeNull();
  });
});
